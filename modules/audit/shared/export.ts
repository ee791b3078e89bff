import type { AuditEntryDto } from './audit.js'
import { auditSentence } from './sentences.js'

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

/** RFC 4180 quoting; a leading = + - @ is defused so spreadsheets do not run it as a formula. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function csvRow(entry: AuditEntryDto): string {
  const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    id: entry.id,
    createdAt: entry.createdAt,
    eventType: entry.eventType,
    category: entry.category,
    severity: entry.severity,
    actorType: entry.actorType,
    actorName: entry.actorName,
    summary: `${entry.actorName} ${auditSentence(entry)}`,
    targetType: entry.targetType,
    targetName: entry.targetName,
    details: Object.keys(entry.details ?? {}).length ? JSON.stringify(entry.details) : '',
    ipAddress: entry.ipAddress,
  }
  return CSV_COLUMNS.map((column) => csvCell(values[column])).join(',')
}

/** The file body of an export, identical from the server, the page and the CLI. */
export function formatAuditExport(entries: AuditEntryDto[], format: AuditExportFormat): string {
  if (format === 'json') return `${JSON.stringify(entries, null, 2)}\n`
  return `${[CSV_COLUMNS.join(','), ...entries.map(csvRow)].join('\r\n')}\r\n`
}

export const AUDIT_EXPORT_MIME: Record<AuditExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

/** 'audit-log-2025-03-04.csv' */
export function auditExportFileName(format: AuditExportFormat, date = new Date()): string {
  return `audit-log-${date.toISOString().slice(0, 10)}.${format}`
}
