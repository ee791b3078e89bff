import limiter from '@adonisjs/limiter/services/main'
import type { LimiterConsumptionOptions } from '@adonisjs/limiter/types'
import { withRedis } from './redis_availability.js'

type Limiter = ReturnType<typeof limiter.use>

/**
 * `limiter.use(options)` that survives Redis outages: its counts live in Redis while it is up
 * (shared by every process) and in this process's memory while it is away, so sign-in and the
 * rate limit keep answering instead of failing. Without REDIS_URL it is the memory store alone.
 */
export function sharedLimiter(options: LimiterConsumptionOptions): Limiter {
  const inMemory = limiter.use('memory', options)
  if (limiter.config.default !== 'redis') return inMemory
  const onRedis = limiter.use('redis', options)
  return new Proxy(onRedis, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function') return value
      const alone = Reflect.get(inMemory, property) as (...args: unknown[]) => Promise<unknown>
      return (...args: unknown[]) =>
        withRedis(
          () => value.apply(target, args),
          () => alone.apply(inMemory, args)
        )
    },
  })
}
