import db from '@adonisjs/lucid/services/db'
import type { Acting } from '#core/acting/acting'
import { dbDate } from '#core/database/time'
import { requirePlayer } from '#modules/players/backend/public'
import type { LedgerHistoryEntryDto, LedgerHistoryResponse } from '../../shared/undo.js'
import { entryOrder, grantEntry, USE_ENTRY_COLUMNS, useEntry } from './ledger_entries.js'
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
      .select(...USE_ENTRY_COLUMNS),
  ])
  const now = Date.now()
  const entries: LedgerHistoryEntryDto[] = [
    ...grants.map((row) => ({
      ...grantEntry(row),
      undoableUntil: undoableUntil(row.created_at, row.revoked_at !== null, minutes, now),
    })),
    ...uses.map((row) => ({
      ...useEntry(row),
      // A use whose holding was taken back has no unit to go back to.
      undoableUntil: undoableUntil(
        row.used_at,
        row.undone_at !== null || row.holding_revoked_at !== null,
        minutes,
        now
      ),
    })),
  ]
  // Newest first: the ledger order reversed.
  entries.sort((a, b) => entryOrder(b, a))
  return { success: true, undoWindowMinutes: minutes, entries: entries.slice(0, HISTORY_LIMIT) }
}
