/** Reconnects forever, waiting 0.2 s more each try, at most 2 s: Redis may come back at any time. */
export const reconnectForever = (attempt: number) => Math.min(attempt * 200, 2000)

/**
 * ioredis options from a redis:// URL (REDIS_URL), shared by the Redis, limiter and SSE setups.
 * A command sent while the connection is down fails after one reconnect try instead of waiting
 * for the outage to end, so callers can go on without Redis (redis_availability).
 */
export function redisOptionsFromUrl(raw: string, keyPrefix: string) {
  const url = new URL(raw)
  return {
    retryStrategy: reconnectForever,
    maxRetriesPerRequest: 1,
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: Number(url.pathname.slice(1) || 0),
    keyPrefix,
  }
}
