import type { HttpContext } from '@adonisjs/core/http'
import { apiUsage, monitoringStats, systemAlerts, systemHealth } from '../services/system_health.js'
import { apiUsageValidator } from '../validators.js'
import type {
  ApiUsageResponse,
  MonitoringStatsResponse,
  SystemAlertsResponse,
  SystemHealthResponse,
} from '../../shared/monitoring.js'

/** The system health and API monitoring calls, admins only (docs/api/admin.md). */
export default class MonitoringController {
  async systemHealth(): Promise<SystemHealthResponse> {
    return { success: true, ...(await systemHealth()) }
  }

  async apiUsage({ request }: HttpContext): Promise<ApiUsageResponse> {
    const { timeRange = '24h' } = await request.validateUsing(apiUsageValidator, { data: request.qs() })
    return { success: true, ...apiUsage(timeRange) }
  }

  async stats(): Promise<MonitoringStatsResponse> {
    return { success: true, ...(await monitoringStats()) }
  }

  async alerts(): Promise<SystemAlertsResponse> {
    return { success: true, alerts: await systemAlerts() }
  }
}
