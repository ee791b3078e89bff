import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

/**
 * Redis is optional at every moment: with REDIS_URL set it shares limits, push and live commands
 * between processes, and while it is away each process goes on alone (limits counted per process,
 * push to its own streams) until it returns. Connections reconnect forever (redisOptionsFromUrl).
 */

/** ioredis's ways of saying the connection is not there (no code on most of them). */
const CONNECTION_FAULT =
  /Connection is closed|Stream isn't writeable|max retries per request|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH/i

export function isRedisFault(error: unknown) {
  const failed = error as { name?: unknown; code?: unknown; message?: unknown }
  if (failed?.name === 'MaxRetriesPerRequestError') return true
  return CONNECTION_FAULT.test(`${String(failed?.code ?? '')} ${String(failed?.message ?? '')}`)
}

type ReturnListener = () => void

class RedisAvailability {
  #downSince: Date | null = null
  #cause = ''
  #returnListeners = new Set<ReturnListener>()
  #downListeners = new Set<ReturnListener>()
  #watching = false

  get configured() {
    return Boolean(env.get('REDIS_URL'))
  }

  /**
   * Whether calls should go to Redis: configured and no outage seen since it was last ready. A
   * connection still being opened counts as available (its commands wait for it).
   */
  available(): boolean {
    if (!this.configured) return false
    this.#watch()
    return this.#downSince === null
  }

  /** Whether the shared connection is up now (never waits for it). */
  ready(): boolean {
    if (!this.configured) return false
    this.#watch()
    return redis.connection('main').status === 'ready'
  }

  /** Whether Redis answers a PING within `withinMs` (a probe may wait for a connection that is starting). */
  async answers(withinMs = 1_000): Promise<boolean> {
    if (this.ready()) return true
    if (!this.configured) return false
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)))
    const pinged = redis
      .connection('main')
      .ping()
      .then(
        () => true,
        () => false
      )
    const answered = await Promise.race([pinged, late])
    clearTimeout(timer)
    return answered
  }

  /** Since when this process has gone on without Redis; null while it is up (or not configured). */
  get downSince() {
    return this.#downSince
  }

  get cause() {
    return this.#cause
  }

  /** A call met a connection fault: counted as down until the connection is ready again. */
  noteFault(error: unknown) {
    this.#down(error instanceof Error ? error.message : String(error))
  }

  /** Calls `listener` each time an outage begins; returns the unsubscribe. */
  onDown(listener: ReturnListener) {
    this.#downListeners.add(listener)
    this.#watch()
    return () => this.#downListeners.delete(listener)
  }

  /** Calls `listener` each time Redis comes back after an outage; returns the unsubscribe. */
  onReturn(listener: ReturnListener) {
    this.#returnListeners.add(listener)
    this.#watch()
    return () => this.#returnListeners.delete(listener)
  }

  #watch() {
    if (this.#watching || !this.configured) return
    this.#watching = true
    const connection = redis.connection('main')
    connection.on('ready', () => this.#up())
    connection.on('error', ({ error }) => this.#down(error.message))
    connection.on('close', () => this.#down('connection closed'))
  }

  #down(cause: string) {
    this.#cause = cause
    if (this.#downSince) return
    this.#downSince = new Date()
    logger.error(
      { cause },
      'Redis unreachable: limits are counted per process and push reaches this process only, until it returns'
    )
    for (const listener of this.#downListeners) listener()
  }

  #up() {
    if (!this.#downSince) return
    logger.info('Redis is back after %d s: limits and push are shared again', this.#secondsDown())
    this.#downSince = null
    for (const listener of this.#returnListeners) listener()
  }

  #secondsDown() {
    return Math.round((Date.now() - (this.#downSince?.getTime() ?? Date.now())) / 1000)
  }
}

export const redisAvailability = new RedisAvailability()

/**
 * Runs `onRedis` while Redis is up, `alone` (this process's own state) while it is away or when
 * the call meets a connection fault; any other error goes on.
 */
export async function withRedis<T>(onRedis: () => Promise<T>, alone: () => Promise<T>): Promise<T> {
  if (!redisAvailability.available()) return alone()
  try {
    return await onRedis()
  } catch (error) {
    if (!isRedisFault(error)) throw error
    redisAvailability.noteFault(error)
    return alone()
  }
}
