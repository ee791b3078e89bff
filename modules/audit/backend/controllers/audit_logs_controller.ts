import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { auditStatsValidator, exportAuditLogsValidator, listAuditLogsValidator } from '../validators.js'
import { auditLogsForExport, auditStats, listAuditLogs } from '../services/audit_query_service.js'
import { AUDIT_EXPORT_MIME, auditExportFileName, auditExportWriter } from '../../shared/export.js'

/** The audit trail as each role may read it (spec 1 §7 GET /api/audit/logs). */
export default class AuditLogsController {
  async index({ actor, request }: HttpContext) {
    const filters = await listAuditLogsValidator.validate(request.qs())
    return { success: true, data: await listAuditLogs(actor, filters) }
  }

  async stats({ actor, request }: HttpContext) {
    const input = await auditStatsValidator.validate(request.qs())
    return { success: true, stats: await auditStats(actor, input) }
  }

  /** Every filtered entry as a CSV or JSON file, streamed from the database chunk by chunk. */
  async export({ actor, request, response }: HttpContext) {
    const { format = 'csv', ...filters } = await exportAuditLogsValidator.validate(request.qs())
    const { total, chunks } = await auditLogsForExport(actor, filters)
    const writer = auditExportWriter(format)
    async function* file() {
      yield writer.head()
      for await (const entries of chunks()) yield writer.chunk(entries)
      yield writer.tail()
    }
    response.header('Content-Type', AUDIT_EXPORT_MIME[format])
    response.header('Content-Disposition', `attachment; filename="${auditExportFileName(format)}"`)
    response.header('X-Total-Count', String(total))
    response.stream(Readable.from(file()))
  }
}
