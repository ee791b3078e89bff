/**
 * POST /api/players/import: players and their balances from a file (issue 15 part 5). The powerups
 * module serves it (it writes holdings too) and owns the file's columns (powerups/shared/transfer.ts);
 * players declares the call's shape, which its `players import` command and Import dialog use.
 */

/** What one import may hold: the text's size (413 beyond) and its rows. */
export const IMPORT_LIMITS = { bytes: 200_000, rows: 5_000 } as const
export const IMPORT_FORMATS = ['csv', 'json'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

/** The format a file's name suggests: .json is JSON, anything else CSV. */
export const importFormatOf = (fileName: string): ImportFormat => (/\.json$/i.test(fileName) ? 'json' : 'csv')

/** POST /api/players/import */
export interface ImportRequest {
  format: ImportFormat
  /** The file's text. */
  content: string
  /** true: answer what would change, write nothing. */
  dryRun?: boolean
  source?: string
}

/** A row the import refuses: its line in the file (CSV: the file's line; JSON: the row's position from 1). */
export interface ImportRowError {
  line: number
  message: string
}

export interface ImportPlayerChange {
  name: string
  action: 'create' | 'update' | 'unchanged'
  holdings: number
  /** Units granted per type. */
  units: Record<string, number>
}

/**
 * How the dry run's table names a player's change: an existing player whose name, aliases and
 * status stay as they are ('unchanged') still gets the file's powerups, so it reads 'existing'.
 */
export const importChangeLabel = ({ action, holdings }: Pick<ImportPlayerChange, 'action' | 'holdings'>) =>
  action === 'create' ? 'new' : action === 'update' ? 'updated' : holdings > 0 ? 'existing' : 'unchanged'

export interface ImportSummary {
  rows: number
  playersCreated: number
  playersUpdated: number
  holdings: number
  /** Units granted per type, all players. */
  units: Record<string, number>
}

/** The answer of a dry run (200, errors listed) and of an applied import (200; 422 with `errors` when any). */
export interface ImportResponse {
  success: true
  dryRun: boolean
  /** false: the file has invalid rows (an apply would be refused, nothing written). */
  valid: boolean
  summary: ImportSummary
  players: ImportPlayerChange[]
  errors: ImportRowError[]
}
