import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import proxyAddr from 'proxy-addr'

const DEV_ONLY_KEY = 'powerdeck-development-key-do-not-use-in-prod'

function resolveAppKey() {
  const key = env.get('APP_KEY')
  if (key) return key
  if (app.inProduction) throw new Error('APP_KEY must be set in production (32+ random characters)')
  return DEV_ONLY_KEY
}

export const appKey = new Secret(resolveAppKey())

/**
 * Proxies whose X-Forwarded-For is believed when working out the client IP (sign-in limiter,
 * audit trail). None by default: the IP is the socket's peer, so a caller cannot pick one.
 * TRUSTED_PROXIES is a comma list of IPs/CIDRs or proxy-addr's names (`loopback`, `linklocal`,
 * `uniquelocal`); a value proxy-addr cannot read stops the start.
 */
export function trustedProxies(value = env.get('TRUSTED_PROXIES')) {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!list.length) return false
  try {
    return proxyAddr.compile(list)
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${(error as Error).message}`, { cause: error })
  }
}

export const http = defineConfig({
  // A fresh id per request (a cuid: hashing and random bytes, ~3 % of a request's CPU) would only
  // label the log line of a 500; a proxy's X-Request-Id header still does.
  generateRequestId: false,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  trustProxy: trustedProxies(),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
