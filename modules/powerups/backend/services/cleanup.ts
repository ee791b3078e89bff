import db from '@adonisjs/lucid/services/db'
import { dbTimestamp } from '#core/database/time'
import { DateTime } from 'luxon'
import { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { playerNames } from '#modules/players/backend/public'
import { POWERUP_EVENTS } from '../../shared/events.js'
import { emitPowerupsChanged } from './ledger_rows.js'
import { isCleanupEnabled } from './grant_policy.js'

function groupBy<T, K>(items: T[], key: (item: T) => K) {
  const groups = new Map<K, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

/** A holding as the expiry update returns it. */
interface ExpiredHolding {
  id: number
  creator_id: number
  player_id: number
  type: string
  count: number
}

/** The audit target of one run for one creator: the player, or the first few players. */
function expiredTarget(names: string[], playerIds: number[]) {
  if (playerIds.length === 1) return { type: 'PLAYER', id: playerIds[0], name: names[0] }
  const shown = names.slice(0, 3).join(', ')
  return { type: 'PLAYERS', id: null, name: names.length > 3 ? `${shown} +${names.length - 3}` : shown }
}

/**
 * Deactivates holdings whose expiry has passed with units left (nothing is deleted), writes
 * one POWERUP_EXPIRED entry (actor SYSTEM) per creator affected, and tells the live screens.
 * Does nothing when the `autoCleanupExpired` setting is off.
 */
export async function cleanupExpiredHoldings(now = DateTime.now()) {
  if (!(await isCleanupEnabled())) return { enabled: false, deactivated: 0, creatorIds: [] as number[] }
  const expired = await db.transaction(async (trx) => {
    // One conditional update: runs in parallel (several processes) never count a holding twice.
    const changed: ExpiredHolding[] = await trx
      .from('powerup_holdings')
      .where('is_active', true)
      .where('count', '>', 0)
      .whereNotNull('expires_at')
      .where('expires_at', '<=', dbTimestamp(now, trx))
      .update({ is_active: false, updated_at: dbTimestamp(now, trx) }, [
        'id',
        'creator_id',
        'player_id',
        'type',
        'count',
      ])
    const rows = changed
      .map((row) => ({
        id: Number(row.id),
        creatorId: Number(row.creator_id),
        playerId: Number(row.player_id),
        type: row.type,
        count: Number(row.count),
      }))
      .sort((a, b) => a.id - b.id)
    const byCreator = groupBy(rows, (row) => row.creatorId)
    for (const [creatorId, holdings] of byCreator) {
      const playerIds = [...new Set(holdings.map((h) => h.playerId))]
      const system = Acting.system(creatorId)
      const names = await playerNames(system, playerIds, trx)
      const units = Object.fromEntries(
        [...groupBy(holdings, (h) => h.type)].map(([type, list]) => [type, list.reduce((sum, h) => sum + h.count, 0)])
      )
      await record(
        system,
        POWERUP_EVENTS.POWERUP_EXPIRED,
        expiredTarget(
          playerIds.map((id) => names.get(id) ?? `#${id}`),
          playerIds
        ),
        {
          holdings: holdings.length,
          count: holdings.reduce((sum, h) => sum + h.count, 0),
          byType: units,
          holdingIds: holdings.slice(0, 100).map((h) => h.id),
        },
        trx
      )
    }
    return { deactivated: rows.length, creatorIds: [...byCreator.keys()] }
  })
  for (const creatorId of expired.creatorIds) emitPowerupsChanged({ creatorId, reason: 'expired' })
  return { enabled: true, ...expired }
}
