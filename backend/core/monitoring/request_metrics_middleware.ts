import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { requestMetrics } from './request_metrics.js'
import { recordHttpRequest } from './metrics.js'

/**
 * Times every request, errors included, once its answer has been sent: all of them for Prometheus
 * (by route pattern), the /api ones for the admin's API usage screen.
 */
export default class RequestMetricsMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const isApi = request.url().startsWith('/api/')
    const started = performance.now()
    response.response.once('finish', () => {
      const ms = performance.now() - started
      const status = response.response.statusCode
      recordHttpRequest(request.method(), ctx.route?.pattern ?? 'unmatched', status, ms / 1000)
      if (isApi) requestMetrics.record(ms, status)
    })
    return next()
  }
}
