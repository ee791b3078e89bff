import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'
import { redisOptionsFromUrl } from '#core/redis_url'

/** Redis is optional: it backs the limiter and SSE fan-out only when REDIS_URL is set (reconnecting forever, see redis_url). */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...redisOptionsFromUrl(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379', 'powerdeck:'),
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
