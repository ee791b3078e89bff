import type { HttpContext } from '@adonisjs/core/http'
import { listSystemAuditLogsValidator } from '../validators.js'
import { listSystemAuditLogs } from '../services/audit_query_service.js'

/** The admin's system audit log (spec 2 §7 GET /api/admin/audit-logs); admins only (route middleware). */
export default class SystemAuditLogsController {
  async index({ acting, request }: HttpContext) {
    const filters = await listSystemAuditLogsValidator.validate(request.qs())
    return { success: true, data: await listSystemAuditLogs(acting, filters) }
  }
}
