import { dbIso } from '#core/database/time'
import { ledgerEntryId, type LedgerHistoryEntryDto } from '../../shared/undo.js'

/**
 * Grants (holdings) and uses as ledger entries, shared by a player's history and the history
 * export: one mapping of the stored rows, one order.
 */
export type LedgerEntry = Omit<LedgerHistoryEntryDto, 'undoableUntil'>

/** What a use's entry reads of its holding: select with `db.from('powerup_uses as u').join('powerup_holdings as h', …)`. */
export const USE_ENTRY_COLUMNS = ['u.*', 'h.expires_at', 'h.revoked_at as holding_revoked_at'] as const

/** A `powerup_holdings` row as its grant. */
export const grantEntry = (row: any): LedgerEntry => ({
  id: ledgerEntryId('grant', row.id),
  kind: 'grant',
  type: row.type,
  count: row.original_count,
  at: dbIso(row.created_at)!,
  byName: row.granted_by_name,
  source: row.source,
  left: row.count,
  expiresAt: dbIso(row.expires_at),
  revokedAt: dbIso(row.revoked_at),
  revokedAs: row.revoked_as ?? null,
})

/** A `powerup_uses` row (with USE_ENTRY_COLUMNS) as its use. */
export const useEntry = (row: any): LedgerEntry => ({
  id: ledgerEntryId('use', row.id),
  kind: 'use',
  type: row.type,
  count: 1,
  at: dbIso(row.used_at)!,
  byName: row.used_by_name,
  source: row.source,
  left: null,
  expiresAt: dbIso(row.expires_at),
  revokedAt: dbIso(row.undone_at),
  revokedAs: row.undone_at === null ? null : 'undone',
})

const rank = (entry: LedgerEntry) => (entry.kind === 'use' ? 1 : 0)
const rowId = (entry: LedgerEntry) => Number(entry.id.slice(entry.id.indexOf('-') + 1))

/** Oldest first; within one instant a grant comes before the use that may have drawn from it, then by id. */
export const entryOrder = (a: LedgerEntry, b: LedgerEntry) =>
  a.at.localeCompare(b.at) || rank(a) - rank(b) || rowId(a) - rowId(b)
