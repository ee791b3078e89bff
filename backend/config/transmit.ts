import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports'
import { redisOptionsFromUrl } from '#core/redis_url'
import { withSafeReconnects } from '#core/push/bus_transport'

/**
 * SSE push. With REDIS_URL, events published on one process reach clients on every process. While
 * Redis is away a publish waits in ioredis's queue (no retry limit) and goes out once it is back;
 * streams are then ended so clients reconnect and refetch what they may have missed (push_service).
 */
const redisUrl = env.get('REDIS_URL')
const busOptions = (url: string) => ({ ...redisOptionsFromUrl(url, 'powerdeck:sse:'), maxRetriesPerRequest: null })

export default defineConfig({
  pingInterval: '25s',
  transport: redisUrl ? { driver: withSafeReconnects(redis(busOptions(redisUrl))) } : null,
})

/**
 * Limits of the SSE streams a process holds (core/push): each open stream is a socket, so caps
 * keep one caller from exhausting file descriptors. Counted per process. README lists the variables.
 */
export const pushStreamLimits = {
  /** Streams open at once on this process. */
  maxStreams: env.get('SSE_MAX_STREAMS', 1000),
  /** Streams of one account (or one overlay). */
  maxPerUser: env.get('SSE_MAX_STREAMS_PER_USER', 10),
  /** Streams from one client IP (`request.ip()`, see TRUSTED_PROXIES). */
  maxPerIp: env.get('SSE_MAX_STREAMS_PER_IP', 50),
  /** A stream that follows no channel for this long is closed. */
  idleTimeoutMs: env.get('SSE_IDLE_TIMEOUT', 30) * 1000,
  /** Every stream is closed after this long; clients reconnect with a fresh ticket. */
  maxLifetimeMs: env.get('SSE_MAX_LIFETIME', 3600) * 1000,
  /** How often each process ends the streams whose session (bearer token) has ended. */
  sessionCheckMs: env.get('SSE_SESSION_CHECK', 10) * 1000,
  /** How long a stream ticket (POST /api/push/ticket) may wait before it opens a stream. */
  ticketTtlSeconds: 60,
}
