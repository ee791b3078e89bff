import db from '@adonisjs/lucid/services/db'
import type { Acting } from '#core/acting/acting'
import { dbDate, dbIso } from '#core/database/time'
import { requirePlayer } from '#modules/players/backend/public'
import { ledgerEntryId, type LedgerHistoryEntryDto, type LedgerHistoryResponse } from '../../shared/undo.js'
import { undoWindowMinutes } from './creator_settings.js'

/** How many entries a player's history shows (newest first). */
export const HISTORY_LIMIT = 50

/** Until when an entry made `at` may be undone, or null (reverted, or the window has passed). */
function undoableUntil(at: unknown, reverted: boolean, minutes: number, now: number) {
  if (reverted) return null
  const until = dbDate(at)!.getTime() + minutes * 60_000
  return until > now ? new Date(until).toISOString() : null
}

/**
 * A player's grants and uses, newest first, each with its public id (`grant-12`, `use-34`),
 * whether it was reverted, and until when it may still be undone.
 */
export async function ledgerHistory(acting: Acting, playerId: number): Promise<LedgerHistoryResponse> {
  const creatorId = acting.requireCreatorId()
  const player = await requirePlayer(acting, { playerId })
  const [minutes, grants, uses] = await Promise.all([
    undoWindowMinutes(creatorId),
    db
      .from('powerup_holdings')
      .where('player_id', player.id)
      .where('creator_id', creatorId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_LIMIT),
    db
      .from('powerup_uses as u')
      .join('powerup_holdings as h', 'h.id', 'u.holding_id')
      .where('u.player_id', player.id)
      .where('u.creator_id', creatorId)
      .orderBy('u.used_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(HISTORY_LIMIT)
      .select('u.*', 'h.expires_at', 'h.revoked_at as holding_revoked_at'),
  ])
  const now = Date.now()
  const entries: LedgerHistoryEntryDto[] = [
    ...grants.map((row): LedgerHistoryEntryDto => ({
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
      undoableUntil: undoableUntil(row.created_at, row.revoked_at !== null, minutes, now),
    })),
    ...uses.map((row): LedgerHistoryEntryDto => ({
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
      // A use whose holding was taken back has no unit to go back to.
      undoableUntil: undoableUntil(
        row.used_at,
        row.undone_at !== null || row.holding_revoked_at !== null,
        minutes,
        now
      ),
    })),
  ]
  // Newest first; within one second a use comes after the grant it may have used, then by id.
  const rank = (entry: LedgerHistoryEntryDto) => (entry.kind === 'use' ? 1 : 0)
  const rowId = (entry: LedgerHistoryEntryDto) => Number(entry.id.slice(entry.id.indexOf('-') + 1))
  entries.sort((a, b) => b.at.localeCompare(a.at) || rank(b) - rank(a) || rowId(b) - rowId(a))
  return { success: true, undoWindowMinutes: minutes, entries: entries.slice(0, HISTORY_LIMIT) }
}
