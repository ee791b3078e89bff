import { randomUUID } from 'node:crypto'
import { readSse } from '../../../shared/sse.js'

export interface SseMessage {
  channel: string
  payload: Record<string, any>
}

/** The test server's address (bin/test.ts sets HOST and PORT). */
export const serverUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

/**
 * A real SSE client for Transmit: reads /__transmit/events with fetch (shared/sse.ts parses
 * the frames), then subscribes to channels like @adonisjs/transmit-client does.
 */
export class SseClient {
  readonly uid = randomUUID()
  readonly messages: SseMessage[] = []
  #abort = new AbortController()
  #listeners = new Set<() => void>()

  private constructor(private baseUrl: string) {}

  static async open(baseUrl = serverUrl()) {
    const client = new SseClient(baseUrl)
    await client.#connect()
    return client
  }

  async #connect() {
    const response = await fetch(`${this.baseUrl}/__transmit/events?uid=${this.uid}`, { signal: this.#abort.signal })
    if (!response.ok || !response.body) throw new Error(`SSE stream answered ${response.status}`)
    readSse(response.body, (event) => {
      this.messages.push(event as SseMessage)
      this.#listeners.forEach((listener) => listener())
    }).catch(() => undefined)
  }

  /** POST /__transmit/subscribe; answers the HTTP status (204 when allowed). */
  async subscribe(channel: string, token?: string) {
    return this.#post('/__transmit/subscribe', { uid: this.uid, channel }, token)
  }

  async #post(path: string, body: unknown, token?: string) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept': 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    await response.arrayBuffer()
    return response.status
  }

  /** Subscribes through an overlay's secret URL (no token). */
  subscribeOverlay(secret: string) {
    return this.#post(`/api/live/overlay/${secret}/subscribe`, { uid: this.uid })
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

  close() {
    this.#abort.abort()
  }
}
