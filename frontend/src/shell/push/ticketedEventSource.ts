/** Reconnect delays: doubling from the first to the last. */
export const RECONNECT_DELAYS_MS = { first: 1_000, max: 30_000 }

/**
 * What @adonisjs/transmit-client needs of an EventSource (`eventSourceFactory`): `open`,
 * `message` and `error` events, and `close()`. EventSource cannot send a bearer token, so this
 * one buys a single-use stream ticket (`ticket()`, POST /api/push/ticket) before every connect and
 * puts it in the URL; when the stream fails or the server ends it (idle timeout, lifetime, restart)
 * it reconnects itself with a fresh ticket, backing off, instead of EventSource's retry of a spent URL.
 */
export class TicketedEventSource extends EventTarget {
  #source: EventSource | null = null
  #timer: ReturnType<typeof setTimeout> | undefined
  #delayMs = RECONNECT_DELAYS_MS.first
  #closed = false

  constructor(
    private readonly url: URL,
    private readonly ticket: () => Promise<string>
  ) {
    super()
    void this.#connect()
  }

  async #connect() {
    let ticket: string
    try {
      ticket = await this.ticket()
    } catch {
      return this.#retry()
    }
    if (this.#closed) return
    const url = new URL(this.url)
    url.searchParams.set('ticket', ticket)
    const source = new EventSource(url)
    this.#source = source
    source.addEventListener('open', () => {
      this.#delayMs = RECONNECT_DELAYS_MS.first
      this.dispatchEvent(new Event('open'))
    })
    source.addEventListener('message', (event) => this.dispatchEvent(new MessageEvent('message', { data: event.data })))
    source.addEventListener('error', () => {
      source.close()
      this.#retry()
    })
  }

  #retry() {
    if (this.#closed) return
    this.#source = null
    this.dispatchEvent(new Event('error'))
    this.#timer = setTimeout(() => void this.#connect(), this.#delayMs)
    this.#delayMs = Math.min(this.#delayMs * 2, RECONNECT_DELAYS_MS.max)
  }

  close() {
    this.#closed = true
    clearTimeout(this.#timer)
    this.#source?.close()
  }
}
