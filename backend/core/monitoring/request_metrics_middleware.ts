import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { requestMetrics } from './request_metrics.js'

/** Times every /api request, errors included, once its answer has been sent. */
export default class RequestMetricsMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    if (!request.url().startsWith('/api/')) return next()
    const started = performance.now()
    response.response.once('finish', () =>
      requestMetrics.record(performance.now() - started, response.response.statusCode)
    )
    return next()
  }
}
