import { randomUUID } from 'node:crypto'
import { readSse } from '../../../shared/sse.js'

export interface SseMessage {
  channel: string
  payload: Record<string, any>
}

/** The test server's address (bin/test.ts sets HOST and PORT). */
export const serverUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

/** A stream ticket for a bearer token (POST /api/push/ticket). */
export async function streamTicket(token: string, baseUrl = serverUrl()) {
  const response = await fetch(`${baseUrl}/api/push/ticket`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as any
  if (response.status !== 200)
    throw new Error(`POST /api/push/ticket answered ${response.status}: ${JSON.stringify(body)}`)
  return body.ticket as string
}

/** A refused stream open: its status and `{ success: false, error }` body. */
export class SseRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: any
  ) {
    super(`SSE stream answered ${status}: ${JSON.stringify(body)}`)
  }
}

/**
 * A real SSE client for Transmit: reads the stream with fetch (shared/sse.ts parses the frames),
 * then subscribes to channels like @adonisjs/transmit-client does.
 */
export class SseClient {
  readonly messages: SseMessage[] = []
  /** Resolves when the server ends the stream. */
  ended!: Promise<void>
  #abort = new AbortController()
  #listeners = new Set<() => void>()

  private constructor(
    readonly uid: string,
    private baseUrl: string
  ) {}

  /** Opens a signed-in user's stream: a ticket bought with the token, then GET /__transmit/events. */
  static async open(token: string, options: { uid?: string; baseUrl?: string } = {}) {
    const baseUrl = options.baseUrl ?? serverUrl()
    const ticket = await streamTicket(token, baseUrl)
    return SseClient.connect(`/__transmit/events?ticket=${ticket}`, options)
  }

  /** Opens an overlay page's stream with its secret. */
  static openOverlay(secret: string, options: { uid?: string; baseUrl?: string } = {}) {
    return SseClient.connect(`/api/live/overlay/${secret}/events?`, options)
  }

  /** Opens `path` (with `&uid=` appended); throws SseRefused when the server answers an error. */
  static async connect(path: string, options: { uid?: string; baseUrl?: string } = {}) {
    const client = new SseClient(options.uid ?? randomUUID(), options.baseUrl ?? serverUrl())
    const separator = path.endsWith('?') ? '' : '&'
    const response = await fetch(`${client.baseUrl}${path}${separator}uid=${client.uid}`, {
      signal: client.#abort.signal,
    })
    if (!response.ok || !response.body) throw new SseRefused(response.status, await response.json().catch(() => null))
    client.ended = readSse(response.body, (event) => {
      client.messages.push(event as SseMessage)
      client.#listeners.forEach((listener) => listener())
    }).catch(() => undefined)
    return client
  }

  /** POST /__transmit/subscribe; answers the HTTP status (204 when allowed). */
  subscribe(channel: string, token?: string) {
    return this.#post('/__transmit/subscribe', { uid: this.uid, channel }, token).then((answer) => answer.status)
  }

  /** POST /__transmit/unsubscribe; answers the HTTP status (204 when allowed). */
  unsubscribe(channel: string, token?: string) {
    return this.#post('/__transmit/unsubscribe', { uid: this.uid, channel }, token).then((answer) => answer.status)
  }

  async #post(path: string, body: unknown, token?: string) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }

  /** Subscribes through an overlay's secret URL (no token). */
  subscribeOverlay(secret: string) {
    return this.#post(`/api/live/overlay/${secret}/subscribe`, { uid: this.uid }).then((answer) => answer.status)
  }

  /** The first message (already received or coming) that matches. */
  waitFor(match: (message: SseMessage) => boolean, timeoutMs = 5_000): Promise<SseMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(match)
        if (!found) return false
        clearTimeout(timer)
        this.#listeners.delete(listener)
        resolve(found)
        return true
      }
      const listener = () => void check()
      const timer = setTimeout(() => {
        this.#listeners.delete(listener)
        reject(new Error(`No matching SSE message within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`))
      }, timeoutMs)
      this.#listeners.add(listener)
      check()
    })
  }

  /** Every gift the stream's 'gifts' messages carried so far, in the order they came. */
  get gifts(): Record<string, any>[] {
    return this.messages.flatMap((message) => (message.payload.type === 'gifts' ? message.payload.gifts : []))
  }

  /** The 'gifts' message that carries a gift matching `match`. */
  waitForGift(match: (gift: Record<string, any>) => boolean = () => true, timeoutMs = 5_000) {
    return this.waitFor((message) => message.payload.type === 'gifts' && message.payload.gifts.some(match), timeoutMs)
  }

  close() {
    this.#abort.abort()
  }
}
