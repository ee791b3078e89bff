import env from '#start/env'
import redis from '@adonisjs/redis/services/main'
import { withRedis } from '../redis_availability.js'

/**
 * Short-lived keys the SSE gate shares between processes (stream tickets, who holds a stream
 * uid): Redis when REDIS_URL is set, this process's memory otherwise.
 */
export interface PushStore {
  put(key: string, value: string, ttlSeconds: number): Promise<void>
  get(key: string): Promise<string | null>
  /** Reads and deletes in one step: a second caller gets null. */
  take(key: string): Promise<string | null>
  /** Deletes the key only while it still holds `value`. */
  deleteIf(key: string, value: string): Promise<void>
}

class MemoryStore implements PushStore {
  #entries = new Map<string, { value: string; expiresAt: number }>()

  async put(key: string, value: string, ttlSeconds: number) {
    this.#sweep()
    this.#entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 })
  }

  async get(key: string) {
    const entry = this.#entries.get(key)
    if (!entry || entry.expiresAt <= Date.now()) return null
    return entry.value
  }

  async take(key: string) {
    const value = await this.get(key)
    this.#entries.delete(key)
    return value
  }

  async deleteIf(key: string, value: string) {
    if (this.#entries.get(key)?.value === value) this.#entries.delete(key)
  }

  /** Drops expired keys so unused tickets do not pile up. */
  #sweep() {
    const now = Date.now()
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key)
  }
}

const DELETE_IF_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"

/**
 * Redis, shared by every process; while Redis is away, this process's memory (a ticket bought on
 * one process then opens a stream on that process only). Reads look in both, so a key written
 * during an outage is still found once Redis is back.
 */
class RedisStore implements PushStore {
  #prefix = 'sse:'
  #connection = () => redis.connection('main')
  #alone = new MemoryStore()

  put(key: string, value: string, ttlSeconds: number) {
    return withRedis(
      async () => void (await this.#connection().set(this.#prefix + key, value, 'EX', ttlSeconds)),
      () => this.#alone.put(key, value, ttlSeconds)
    )
  }

  get(key: string) {
    return withRedis(
      async () => (await this.#connection().get(this.#prefix + key)) ?? this.#alone.get(key),
      () => this.#alone.get(key)
    )
  }

  take(key: string) {
    return withRedis(
      async () => (await this.#connection().getdel(this.#prefix + key)) ?? this.#alone.take(key),
      () => this.#alone.take(key)
    )
  }

  async deleteIf(key: string, value: string) {
    await this.#alone.deleteIf(key, value)
    await withRedis(
      async () => void (await this.#connection().eval(DELETE_IF_SCRIPT, 1, this.#prefix + key, value)),
      async () => undefined
    )
  }
}

export const pushStore: PushStore = env.get('REDIS_URL') ? new RedisStore() : new MemoryStore()
