import env from '#start/env'
import redis from '@adonisjs/redis/services/main'

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

class RedisStore implements PushStore {
  #prefix = 'sse:'
  #connection = () => redis.connection('main')

  async put(key: string, value: string, ttlSeconds: number) {
    await this.#connection().set(this.#prefix + key, value, 'EX', ttlSeconds)
  }

  get(key: string) {
    return this.#connection().get(this.#prefix + key)
  }

  take(key: string) {
    return this.#connection().getdel(this.#prefix + key)
  }

  async deleteIf(key: string, value: string) {
    await this.#connection().eval(DELETE_IF_SCRIPT, 1, this.#prefix + key, value)
  }
}

export const pushStore: PushStore = env.get('REDIS_URL') ? new RedisStore() : new MemoryStore()
