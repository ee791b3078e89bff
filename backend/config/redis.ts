import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'
import { redisOptionsFromUrl } from '#core/redis_url'

/** Redis is optional: it backs the limiter and SSE fan-out only when REDIS_URL is set. */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...redisOptionsFromUrl(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379', 'powerdeck:'),
      retryStrategy: (times: number) => (times > 10 ? null : times * 100),
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
