import type { HttpContext } from '@adonisjs/core/http'
import { apiUsage, monitoringStats, systemAlerts, systemHealth } from '../services/system_health.js'
import { apiUsageValidator } from '../validators.js'

/** Spec 2 §7 system health and API monitoring calls (admins only). */
export default class MonitoringController {
  async systemHealth() {
    return { success: true, ...(await systemHealth()) }
  }

  async apiUsage({ request }: HttpContext) {
    const { timeRange = '24h' } = await request.validateUsing(apiUsageValidator, { data: request.qs() })
    return { success: true, ...apiUsage(timeRange) }
  }

  async stats() {
    return { success: true, ...(await monitoringStats()) }
  }

  async alerts() {
    return { success: true, alerts: await systemAlerts() }
  }
}
