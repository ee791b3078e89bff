import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports'
import { redisOptionsFromUrl } from '#core/redis_url'

/** SSE push. With REDIS_URL, events published on one process reach clients on every process. */
const redisUrl = env.get('REDIS_URL')

export default defineConfig({
  pingInterval: '25s',
  transport: redisUrl ? { driver: redis(redisOptionsFromUrl(redisUrl, 'powerdeck:sse:')) } : null,
})
