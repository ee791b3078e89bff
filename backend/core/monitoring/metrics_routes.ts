import { createHash, timingSafeEqual } from 'node:crypto'
import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { contributionsTo } from '../module_loader.js'
import { ApiError, notFound } from '../http/api_error.js'
import { METRICS } from './metrics_contributions.js'
import { metricsRegistry } from './metrics.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The bearer token equals METRICS_TOKEN, compared in constant time (digests: equal lengths whatever is sent). */
function authorized(header: string | undefined, token: string) {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(sent), digest(token))
}

/** GET /metrics for Prometheus: off (404) until METRICS_TOKEN is set, then only with that bearer token. */
export function registerMetricsRoutes() {
  router
    .get('/metrics', async ({ request, response }) => {
      const token = env.get('METRICS_TOKEN')
      if (!token) throw notFound()
      if (!authorized(request.header('authorization'), token)) {
        response.header('WWW-Authenticate', 'Bearer')
        throw new ApiError(401, 'A valid metrics token is required', CORE_ERRORS.metrics_token_required)
      }
      await Promise.all(contributionsTo(METRICS).map((load) => load()))
      response.header('Content-Type', metricsRegistry.contentType)
      return metricsRegistry.metrics()
    })
    .as('core.metrics')
}
