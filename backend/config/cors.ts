import { defineConfig } from '@adonisjs/cors'

/** The API is a bearer-token API: any origin may call it (react-admin elsewhere, OBS, scripts). */
const corsConfig = defineConfig({
  enabled: true,
  origin: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['content-range', 'x-total-count', 'retry-after'],
  credentials: false,
  maxAge: 90,
})

export default corsConfig
