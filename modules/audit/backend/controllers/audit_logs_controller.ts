import type { HttpContext } from '@adonisjs/core/http'
import { auditStatsValidator, exportAuditLogsValidator, listAuditLogsValidator } from '../validators.js'
import { auditLogsForExport, auditStats, listAuditLogs } from '../services/audit_query_service.js'
import { streamAuditExport } from './export_response.js'
import type { AuditStatsResponse } from '../../shared/audit.js'

/**
 * The audit trail as each role may read it (docs/api/audit.md: GET /api/audit/logs). Any signed-in
 * user (route middleware); the service scopes the entries to what `acting` may read.
 */
export default class AuditLogsController {
  async index({ acting, request }: HttpContext) {
    const filters = await listAuditLogsValidator.validate(request.qs())
    return { success: true, data: await listAuditLogs(acting, filters) }
  }

  async stats({ acting, request }: HttpContext): Promise<AuditStatsResponse> {
    const input = await auditStatsValidator.validate(request.qs())
    return { success: true, stats: await auditStats(acting, input) }
  }

  /** Every filtered entry as a CSV or JSON file, streamed from the database chunk by chunk. */
  async export({ acting, request, response }: HttpContext) {
    const { format = 'csv', ...filters } = await exportAuditLogsValidator.validate(request.qs())
    streamAuditExport(response, format, await auditLogsForExport(acting, filters))
  }
}
