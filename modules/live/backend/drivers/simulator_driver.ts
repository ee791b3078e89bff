import type { LiveEvent } from '../../shared/live.js'
import { NotLiveError, type LiveDriver, type LiveSession, type SessionHandlers } from './driver.js'

const keyOf = (username: string) => username.trim().toLowerCase()

/**
 * A stand-in platform inside the process for rehearsals, demos and tests: streams go live and
 * end when told, and whatever is "sent" to a live stream reaches the open connection exactly as
 * a TikTok frame would reach the tiktok driver's.
 */
export class SimulatorDriver implements LiveDriver {
  readonly name = 'simulator' as const
  readonly connectsPerMinute = null
  readonly stallTimeoutMs = null
  /** The room of each live stream: a new one every time a stream starts. */
  #live = new Map<string, string>()
  #rooms = 0
  #connections = new Map<string, SessionHandlers>()

  async isLive(username: string) {
    return this.#live.has(keyOf(username))
  }

  async connect(username: string, handlers: SessionHandlers): Promise<LiveSession> {
    const key = keyOf(username)
    const roomId = this.#live.get(key)
    if (!roomId) throw new NotLiveError(`@${username} is not live in the simulator`)
    this.#connections.set(key, handlers)
    return {
      roomId,
      close: async () => {
        if (this.#connections.get(key) === handlers) this.#connections.delete(key)
      },
      // Nothing to hold back: each sender already waits for its events' outcome.
      pause: () => undefined,
      resume: () => undefined,
    }
  }

  /** The simulated stream starts; connections come through the usual live check. */
  goLive(username: string) {
    const key = keyOf(username)
    if (!this.#live.has(key)) this.#live.set(key, `sim-${Date.now().toString(36)}-${++this.#rooms}`)
  }

  /**
   * Sends an event on the simulated stream. Without an open connection it is lost, as on the
   * platform (answers `delivered: false`); the stream's end also closes the connection.
   */
  async send(username: string, event: Exclude<LiveEvent, { type: 'goLive' }>) {
    const key = keyOf(username)
    const handlers = this.#connections.get(key)
    if (event.type === 'streamEnd') {
      this.#live.delete(key)
      this.#connections.delete(key)
    }
    if (!handlers) return { delivered: false as const }
    handlers.frame()
    const result = await handlers.event(event)
    if (event.type === 'streamEnd') handlers.closed('stream ended')
    return { delivered: true as const, result }
  }
}
