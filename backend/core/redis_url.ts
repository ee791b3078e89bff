/** ioredis options from a redis:// URL (REDIS_URL), shared by the Redis, limiter and SSE setups. */
export function redisOptionsFromUrl(raw: string, keyPrefix: string) {
  const url = new URL(raw)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: Number(url.pathname.slice(1) || 0),
    keyPrefix,
  }
}
