import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'

const DEV_ONLY_KEY = 'powerdeck-development-key-do-not-use-in-prod'

function resolveAppKey() {
  const key = env.get('APP_KEY')
  if (key) return key
  if (app.inProduction) throw new Error('APP_KEY must be set in production (32+ random characters)')
  return DEV_ONLY_KEY
}

export const appKey = new Secret(resolveAppKey())

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  trustProxy: () => true,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
