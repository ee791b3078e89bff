/**
 * A reader of Transmit's server-sent events for clients without EventSource (CLI, tests,
 * benchmarks): each event's `data:` lines joined, parsed as `{ channel, payload }`; pings
 * are dropped.
 */
export interface TransmitEvent<Payload = unknown> {
  channel: string
  payload: Payload
}

export const TRANSMIT_PING_CHANNEL = '$$transmit/ping'

/** Feeds text chunks in, calls `onEvent` for every complete event. */
export function createSseParser(onEvent: (event: TransmitEvent) => void) {
  let buffer = ''
  return (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      if (!data) continue
      const event = JSON.parse(data) as TransmitEvent
      if (event.channel !== TRANSMIT_PING_CHANNEL) onEvent(event)
    }
  }
}

/** Reads a response body of server-sent events until it ends (or the request is aborted). */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (event: TransmitEvent) => void) {
  const parse = createSseParser(onEvent)
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    parse(value)
  }
}
