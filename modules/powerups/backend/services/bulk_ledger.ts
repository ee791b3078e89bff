import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbNow, dbTimestamp } from '#core/database/time'
import { forEachPlayer, lockPlayerAsActive } from '#modules/players/backend/public'
import { POWERUP_LABELS, POWERUP_MESSAGES, type PowerupType } from '../../shared/powerups.js'
import { POWERUP_EVENTS } from '../../shared/events.js'
import { grantExpiry, grantPolicy } from './grant_policy.js'
import { emitPowerupsChanged, heldUnits } from './ledger_rows.js'
import { insertHolding } from './ledger_writes.js'
import { whereUsable } from './usable.js'

/**
 * Grants `count` units of a type to each selected player in ONE transaction, each grant audited
 * POWERUP_GRANTED as one made alone. A player it would take over the per-player maximum is
 * skipped with the reason; another creator's player, or an unknown id, as 'Player not found'.
 * The players' rows are locked in id order, so parallel grants count in turn (never over the maximum).
 */
export async function grantInBulk(
  acting: Acting,
  input: { playerIds: number[]; type: PowerupType; count: number; expiresInDays?: number }
) {
  const creatorId = acting.requireCreatorId()
  const policy = await grantPolicy()
  const summary = await forEachPlayer(input.playerIds, async (playerId, trx) => {
    const now = dbNow()
    const owner = await lockPlayerAsActive(acting, { playerId }, trx, now)
    const max = policy.maxPowerupsPerPlayer
    const grant = {
      type: input.type,
      count: input.count,
      createdAt: now,
      expiresAt: grantExpiry(now, policy, input.expiresInDays),
    }
    // The maximum is checked by the insert itself (the player's row is locked).
    if (!(await insertHolding(acting, owner, grant, trx, max))) {
      return {
        name: owner.name,
        reason: POWERUP_MESSAGES.overLimit(owner.name, await heldUnits(owner.id, trx, now), max!),
      }
    }
    return { name: owner.name }
  })
  if (summary.ok) emitPowerupsChanged({ creatorId, reason: 'granted' })
  return summary
}

/**
 * Deactivates the selected players' usable holdings (of one type, or all) in ONE transaction:
 * nothing is deleted, the units simply stop counting. One POWERUP_EXPIRED entry per player,
 * naming the acting user; a player with nothing to expire is skipped with the reason.
 */
export async function expireInBulk(acting: Acting, input: { playerIds: number[]; type?: PowerupType }) {
  const creatorId = acting.requireCreatorId()
  const summary = await forEachPlayer(input.playerIds, async (playerId, trx) => {
    const now = dbNow()
    const owner = await lockPlayerAsActive(acting, { playerId }, trx, now)
    const usable = whereUsable(trx.from('powerup_holdings').where('player_id', owner.id), now)
    if (input.type) usable.where('type', input.type)
    const expired: { id: number; type: string; count: number }[] = await usable.update(
      { is_active: false, updated_at: dbTimestamp(now, trx) },
      ['id', 'type', 'count']
    )
    if (!expired.length) {
      const what = input.type ? `${POWERUP_LABELS[input.type]} powerups` : 'powerups'
      return { name: owner.name, reason: `Nothing to expire: ${owner.name} has no active ${what}.` }
    }
    const byType: Record<string, number> = {}
    for (const holding of expired) byType[holding.type] = (byType[holding.type] ?? 0) + Number(holding.count)
    await record(
      acting,
      POWERUP_EVENTS.POWERUP_EXPIRED,
      { type: 'PLAYER', id: owner.id, name: owner.name },
      {
        holdings: expired.length,
        count: Object.values(byType).reduce((sum, units) => sum + units, 0),
        byType,
        holdingIds: expired.map((holding) => Number(holding.id)),
        source: acting.source,
      },
      trx
    )
    return { name: owner.name }
  })
  if (summary.ok) emitPowerupsChanged({ creatorId, reason: 'expired' })
  return summary
}
