import type { HttpContext } from '@adonisjs/core/http'
import { platformAnalytics } from '../services/analytics_service.js'
import { creatorStatistics } from '../services/statistics_service.js'
import { analyticsQueryValidator, statisticsQueryValidator } from '../validators.js'

/** The admin's figures (docs/api/analytics.md): GET /api/analytics and GET /api/admin/creators/:id/statistics. */
export default class AnalyticsController {
  async index({ request }: HttpContext) {
    const query = await request.validateUsing(analyticsQueryValidator, { data: request.qs() })
    return { success: true, data: await platformAnalytics(query) }
  }

  async statistics({ request, params }: HttpContext) {
    const { period } = await request.validateUsing(statisticsQueryValidator, { data: request.qs() })
    return { success: true, ...(await creatorStatistics(Number(params.id), period)) }
  }
}
