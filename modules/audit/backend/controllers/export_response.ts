import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { declaredAuditEvents } from '#core/audit/catalogue'
import type { AuditEntryDto } from '../../shared/audit.js'
import {
  AUDIT_EXPORT_MIME,
  auditExportFileName,
  auditExportWriter,
  type AuditExportFormat,
} from '../../shared/export.js'

/**
 * Answers an export as a downloaded CSV or JSON file, streamed chunk by chunk as the database
 * gives them (never built in memory); `X-Total-Count` says how many entries it holds.
 */
export function streamAuditExport(
  response: HttpContext['response'],
  format: AuditExportFormat,
  entries: { total: number; chunks: () => AsyncGenerator<AuditEntryDto[]> }
) {
  const writer = auditExportWriter(format, declaredAuditEvents())
  async function* file() {
    yield writer.head()
    for await (const chunk of entries.chunks()) yield writer.chunk(chunk)
    yield writer.tail()
  }
  response.header('Content-Type', AUDIT_EXPORT_MIME[format])
  response.header('Content-Disposition', `attachment; filename="${auditExportFileName(format)}"`)
  response.header('X-Total-Count', String(entries.total))
  response.stream(Readable.from(file()))
}
