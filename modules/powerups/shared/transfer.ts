/**
 * The balances interchange format (issue 15 part 5), written by `powerdeck powerups export` and
 * the players list's download, read by `powerdeck players import` and the Import dialog: one row
 * per usable holding (units left and expiry), a player without one on a row of their own with the
 * powerup columns empty, so an export imports back unchanged. Documented in docs/api.md.
 */
import { csvField } from '../../../backend/core/shared/csv.js'
import type { BulkPlayerResult } from '../../players/shared/players.js'
import type { ImportFormat } from '../../players/shared/import.js'
import type { LedgerPlayerDto, PowerupType } from './powerups.js'

/** The columns, in order. The last two are history the import reads past (it records the grant as its own). */
export const TRANSFER_COLUMNS = [
  'player',
  'aliases',
  'isActive',
  'type',
  'units',
  'expiresAt',
  'grantedAt',
  'grantedBy',
] as const
export type TransferColumn = (typeof TRANSFER_COLUMNS)[number]

/** What the import reads of a row; every other listed column is informational. */
export const IMPORTED_COLUMNS: readonly TransferColumn[] = [
  'player',
  'aliases',
  'isActive',
  'type',
  'units',
  'expiresAt',
]

/** Aliases share one cell, joined by this. */
export const ALIAS_SEPARATOR = '|'
/** The expiresAt of a holding that never expires. */
export const NEVER_EXPIRES = 'never'

export interface TransferRow {
  player: string
  aliases: string
  isActive: boolean
  type: PowerupType | ''
  units: number | ''
  /** ISO time, `never`, or '' on a player's row without holdings. */
  expiresAt: string
  grantedAt: string
  grantedBy: string
}

/** The rows of an export: players in the order given, each holding first-expiring first. */
export function transferRows(players: readonly LedgerPlayerDto[]): TransferRow[] {
  return players.flatMap((player): TransferRow[] => {
    const base = { player: player.name, aliases: player.aliases.join(ALIAS_SEPARATOR), isActive: player.isActive }
    if (!player.powerups.length) {
      return [{ ...base, type: '', units: '', expiresAt: '', grantedAt: '', grantedBy: '' } satisfies TransferRow]
    }
    return player.powerups.map((holding) => ({
      ...base,
      type: holding.type,
      units: holding.count,
      expiresAt: holding.expiresAt ?? NEVER_EXPIRES,
      grantedAt: holding.grantedAt,
      grantedBy: holding.grantedByName,
    }))
  })
}

export const transferCsvHeader = () => `${TRANSFER_COLUMNS.join(',')}\n`
export const transferCsvLine = (row: TransferRow) =>
  `${TRANSFER_COLUMNS.map((column) => csvField(row[column])).join(',')}\n`

/** The whole export as text: CSV (a header, one line per row) or a JSON document `{ exportedAt, rows }`. */
export function transferText(format: ImportFormat, rows: readonly TransferRow[], exportedAt = new Date()) {
  if (format === 'csv') return transferCsvHeader() + rows.map(transferCsvLine).join('')
  return `${JSON.stringify({ exportedAt: exportedAt.toISOString(), rows }, null, 2)}\n`
}

/** POST /api/players/powerups/bulk-grant */
export interface BulkGrantRequest {
  playerIds: number[]
  powerupType: string
  count?: number
  expiresInDays?: number
}

/** POST /api/players/powerups/bulk-expire: without a type, every usable holding of the players. */
export interface BulkExpireRequest {
  playerIds: number[]
  powerupType?: string
}

export type { BulkPlayerResult }
export {
  IMPORT_FORMATS,
  IMPORT_LIMITS,
  type ImportFormat,
  type ImportPlayerChange,
  type ImportRequest,
  type ImportResponse,
  type ImportRowError,
  type ImportSummary,
} from '../../players/shared/import.js'
