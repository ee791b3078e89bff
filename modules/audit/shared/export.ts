import { csvField } from '../../../backend/core/shared/csv.js'
import type { AuditEntryDto } from './audit.js'
import { auditSentence, type AuditCatalogue } from './sentences.js'

export const AUDIT_EXPORT_FORMATS = ['csv', 'json'] as const
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number]

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'eventType',
  'category',
  'severity',
  'actorType',
  'actorName',
  'summary',
  'targetType',
  'targetName',
  'details',
  'ipAddress',
] as const

function csvRow(entry: AuditEntryDto, catalogue: AuditCatalogue): string {
  const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    id: entry.id,
    createdAt: entry.createdAt,
    eventType: entry.eventType,
    category: entry.category,
    severity: entry.severity,
    actorType: entry.actorType,
    actorName: entry.actorName,
    summary: `${entry.actorName} ${auditSentence(entry, catalogue)}`,
    targetType: entry.targetType,
    targetName: entry.targetName,
    details: Object.keys(entry.details ?? {}).length ? JSON.stringify(entry.details) : '',
    ipAddress: entry.ipAddress,
  }
  return CSV_COLUMNS.map((column) => csvField(values[column])).join(',')
}

/** An entry as it sits inside the JSON array of `JSON.stringify(entries, null, 2)`. */
const jsonItem = (entry: AuditEntryDto) => `  ${JSON.stringify(entry, null, 2).replace(/\n/g, '\n  ')}`

/**
 * The file in pieces, for the server to stream it chunk by chunk: the opening, any number of
 * chunks of entries, the end. Joined, they equal `formatAuditExport` of all the entries. The
 * CSV's summary sentences come from the declared events (`catalogue`).
 */
export function auditExportWriter(format: AuditExportFormat, catalogue: AuditCatalogue) {
  let written = 0
  return {
    head: () => (format === 'csv' ? `${CSV_COLUMNS.join(',')}\r\n` : '['),
    chunk(entries: AuditEntryDto[]) {
      if (format === 'csv') return entries.map((entry) => `${csvRow(entry, catalogue)}\r\n`).join('')
      const text = entries.map((entry, index) => `${written + index ? ',' : ''}\n${jsonItem(entry)}`).join('')
      written += entries.length
      return text
    },
    tail: () => (format === 'csv' ? '' : written ? '\n]\n' : ']\n'),
  }
}

/** The file body of an export, identical from the server, the page and the CLI. */
export function formatAuditExport(
  entries: AuditEntryDto[],
  format: AuditExportFormat,
  catalogue: AuditCatalogue
): string {
  const writer = auditExportWriter(format, catalogue)
  return writer.head() + writer.chunk(entries) + writer.tail()
}

export const AUDIT_EXPORT_MIME: Record<AuditExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

/** 'audit-log-2025-03-04.csv' */
export function auditExportFileName(format: AuditExportFormat, date = new Date()): string {
  return `audit-log-${date.toISOString().slice(0, 10)}.${format}`
}
