/**
 * The history export (issue 15 part 5): every grant and use of a creator's players, oldest first,
 * written by GET /api/powerups/history/export and saved as-is by `powerdeck powerups export
 * --history` and My Players' Export History. Spreadsheet-safe like the balances file (transfer.ts).
 * Documented in docs/api.md.
 */
import { csvField } from '../../../backend/core/shared/csv.js'
import type { ImportFormat } from '../../players/shared/import.js'
import type { PowerupSource, PowerupType } from './powerups.js'
import type { LedgerEntryKind } from './undo.js'

/** The columns, in order. */
export const HISTORY_COLUMNS = [
  'id',
  'kind',
  'player',
  'type',
  'count',
  'at',
  'by',
  'source',
  'unitsLeft',
  'expiresAt',
  'revokedAt',
  'revokedAs',
] as const

export interface HistoryExportRow {
  /** `grant-12` / `use-34`, as `powerdeck powerups undo` takes them. */
  id: string
  kind: LedgerEntryKind
  player: string
  type: PowerupType
  /** Units granted; a use is 1. */
  count: number
  at: string
  by: string
  source: PowerupSource
  /** A grant's units left now; null (empty in CSV) on a use. */
  unitsLeft: number | null
  /** The holding's expiry (a use's: of the holding it drew from); null when it never expires. */
  expiresAt: string | null
  revokedAt: string | null
  /** As stored: 'undone' or 'removed' for a grant's holding, 'undone' for a use. */
  revokedAs: string | null
}

/** Query of GET /api/powerups/history/export. `from`/`to`: ISO dates or times, a date-only `to` covers its whole UTC day. */
export interface HistoryExportQuery {
  format?: ImportFormat
  from?: string
  to?: string
  playerId?: number
}

export const HISTORY_EXPORT_MESSAGES = {
  badDate: (field: 'from' | 'to') =>
    `${field} must be an ISO 8601 date or time, like 2026-03-01 or 2026-03-01T18:00:00Z`,
  fromAfterTo: 'from must not be after to',
} as const

const csvLine = (row: HistoryExportRow) => `${HISTORY_COLUMNS.map((column) => csvField(row[column])).join(',')}\n`
/** A row as it sits inside the JSON document's `rows` array (two-space indent, like JSON.stringify). */
const jsonItem = (row: HistoryExportRow) => `    ${JSON.stringify(row, null, 2).replace(/\n/g, '\n    ')}`

/**
 * The file in pieces, for the server to stream it chunk by chunk: the opening, any number of
 * chunks of rows, the end. CSV: a header and a line per row; JSON: `{ exportedAt, rows }`,
 * the balances document's shape. Joined, the pieces equal `historyExportText` of all the rows.
 */
export function historyExportWriter(format: ImportFormat, exportedAt = new Date()) {
  let written = 0
  return {
    head: () =>
      format === 'csv'
        ? `${HISTORY_COLUMNS.join(',')}\n`
        : `{\n  "exportedAt": ${JSON.stringify(exportedAt.toISOString())},\n  "rows": [`,
    chunk(rows: readonly HistoryExportRow[]) {
      if (format === 'csv') return rows.map(csvLine).join('')
      const text = rows.map((row, index) => `${written + index ? ',' : ''}\n${jsonItem(row)}`).join('')
      written += rows.length
      return text
    },
    tail: () => (format === 'csv' ? '' : written ? '\n  ]\n}\n' : ']\n}\n'),
  }
}

/** The whole file at once (tests, small exports). */
export function historyExportText(format: ImportFormat, rows: readonly HistoryExportRow[], exportedAt = new Date()) {
  const writer = historyExportWriter(format, exportedAt)
  return writer.head() + writer.chunk(rows) + writer.tail()
}

export const HISTORY_EXPORT_MIME: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

/** 'powerdeck-history-2026-03-04.csv' */
export const historyExportFileName = (format: ImportFormat, date = new Date()) =>
  `powerdeck-history-${date.toISOString().slice(0, 10)}.${format}`
