import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { LiveEvent } from '../../shared/live.js'
import { NotLiveError, type LiveDriver, type LiveSession, type SessionHandlers } from './driver.js'

const keyOf = (username: string) => username.trim().toLowerCase()
const STREAMS = 'live_simulated_streams'

/**
 * A stand-in platform for rehearsals, demos and tests: streams go live and end when told, and
 * whatever is "sent" to a live stream reaches the open connection exactly as a TikTok frame would
 * reach the tiktok driver's. Who is live and in which room is in the database (every process sees
 * the same platform); an open connection is in the process that holds it.
 */
export class SimulatorDriver implements LiveDriver {
  readonly name = 'simulator' as const
  readonly connectsPerMinute = null
  readonly stallTimeoutMs = null
  #connections = new Map<string, SessionHandlers>()

  async #roomOf(username: string): Promise<string | null> {
    const row = await db.from(STREAMS).where('username', keyOf(username)).select('room_id').first()
    return row ? String(row.room_id) : null
  }

  async isLive(username: string) {
    return (await this.#roomOf(username)) !== null
  }

  async connect(username: string, handlers: SessionHandlers): Promise<LiveSession> {
    const key = keyOf(username)
    const roomId = await this.#roomOf(key)
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

  /** The simulated stream starts in a new room (a stream already live keeps its room). */
  async goLive(username: string) {
    const roomId = `sim-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`
    await db
      .knexQuery()
      .table(STREAMS)
      .insert({ username: keyOf(username), room_id: roomId, started_at: new Date() })
      .onConflict('username')
      .ignore()
  }

  /**
   * Sends an event on the simulated stream. Without an open connection in this process it is lost,
   * as on the platform (answers `delivered: false`); the stream's end also closes the connection.
   */
  async send(username: string, event: Exclude<LiveEvent, { type: 'goLive' }>) {
    const key = keyOf(username)
    const handlers = this.#connections.get(key)
    if (event.type === 'streamEnd') {
      await db.from(STREAMS).where('username', key).delete()
      this.#connections.delete(key)
    }
    if (!handlers) return { delivered: false as const }
    handlers.frame()
    const result = await handlers.event(event)
    if (event.type === 'streamEnd') handlers.closed('stream ended')
    return { delivered: true as const, result }
  }
}
