import type { HttpContext } from '@adonisjs/core/http'
import { exportSystemAuditLogsValidator, listSystemAuditLogsValidator } from '../validators.js'
import { listSystemAuditLogs, systemAuditLogsForExport } from '../services/audit_query_service.js'
import { streamAuditExport } from './export_response.js'

/** The admin's system audit log (docs/api/audit.md: GET /api/admin/audit-logs); admins only (route middleware). */
export default class SystemAuditLogsController {
  async index({ acting, request }: HttpContext) {
    const filters = await listSystemAuditLogsValidator.validate(request.qs())
    return { success: true, data: await listSystemAuditLogs(acting, filters) }
  }

  /** Every entry the list's filters select, as a CSV (formula-safe) or JSON file. */
  async export({ acting, request, response }: HttpContext) {
    const { format = 'csv', ...filters } = await exportSystemAuditLogsValidator.validate(request.qs())
    streamAuditExport(response, format, await systemAuditLogsForExport(acting, filters))
  }
}
