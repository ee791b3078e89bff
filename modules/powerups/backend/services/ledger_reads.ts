import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { dbDate, dbTimestamp } from '#core/database/time'
import { activePlayerIds, listPlayers, playerCounts, playerNames } from '#modules/players/backend/public'
import { holdingDtoFromRow } from '../serializers.js'
import { FIRST_EXPIRING_FIRST } from './ledger_rows.js'
import { STANDING_UNITS, whereGrantStands, whereUseStands } from './standing.js'
import { whereUsable } from './usable.js'
import {
  SOON_TO_EXPIRE,
  type ActorActivityDto,
  type LedgerPlayerDto,
  type OwnedHoldingDto,
  type PowerupHoldingDto,
  type PowerupStatsDto,
} from '../../shared/powerups.js'

/*
| The ledger's reads: players' usable holdings, the holdings soon to expire, and the figures of the
| dashboards and the moderators' activity.
*/

/** A player with this module's field (players' extension fills it: see player_extension.ts). */
export const asLedgerPlayer = (player: object) => player as LedgerPlayerDto

/** Usable holdings of the given players, first-expiring first (the players' `powerups`). */
export async function activeHoldingsByPlayer(
  creatorId: number,
  playerIds: number[],
  client: QueryClientContract = db.connection()
) {
  const wanted = new Set(playerIds)
  const query = whereUsable(client.from('powerup_holdings').where('creator_id', creatorId), DateTime.now())
  // A creator's whole roster is cheaper to read by creator than by a long id list.
  if (playerIds.length <= 200) query.whereIn('player_id', playerIds)
  const byPlayer = new Map<number, PowerupHoldingDto[]>()
  for (const row of await query.orderByRaw(FIRST_EXPIRING_FIRST)) {
    if (!wanted.has(row.player_id)) continue
    const list = byPlayer.get(row.player_id) ?? []
    list.push(holdingDtoFromRow(row))
    byPlayer.set(row.player_id, list)
  }
  return byPlayer
}

/** The acting creator's players holding usable powerups (chat `!status`; `activeOnly` for `!statusnow`). */
export async function playersWithPowerups(acting: Acting, options: { activeOnly?: boolean } = {}) {
  const players = (await listPlayers(acting)).map(asLedgerPlayer)
  return players.filter((player) => player.powerups.length > 0 && (!options.activeOnly || player.isActive))
}

/** Usable holdings of active players expiring within `days`, soonest first, with their owner. */
export async function soonToExpire(
  acting: Acting,
  options: { days?: number; limit?: number; now?: DateTime } = {}
): Promise<OwnedHoldingDto[]> {
  const creatorId = acting.requireCreatorId()
  const now = options.now ?? DateTime.now()
  const rows = await whereUsable(db.from('powerup_holdings').where('creator_id', creatorId), now)
    .whereIn('player_id', activePlayerIds(acting))
    .whereNotNull('expires_at')
    .where('expires_at', '<=', dbTimestamp(now.plus({ days: options.days ?? SOON_TO_EXPIRE.days }), db.connection()))
    .orderByRaw(FIRST_EXPIRING_FIRST)
    .limit(options.limit ?? SOON_TO_EXPIRE.limit)
  const names = await playerNames(
    acting,
    rows.map((row) => row.player_id)
  )
  return rows.map((row) => ({
    ...holdingDtoFromRow(row),
    playerId: row.player_id,
    playerName: names.get(row.player_id) ?? '',
  }))
}

/** Usable units held by the acting creator's active players. */
export async function activeUnitCount(acting: Acting, now = DateTime.now()) {
  const row = await whereUsable(db.from('powerup_holdings').where('creator_id', acting.requireCreatorId()), now)
    .whereIn('player_id', activePlayerIds(acting))
    .sum('count as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Units granted and uses made since `since` that stand (dashboards: Grants Today, Uses Today). */
export async function ledgerActivity(creatorId: number, since: DateTime) {
  const [granted, used] = await Promise.all([
    whereGrantStands(db.from('powerup_holdings'))
      .where('creator_id', creatorId)
      .where('created_at', '>=', dbTimestamp(since, db.connection()))
      .select(db.raw(`sum(${STANDING_UNITS}) as total`))
      .first(),
    whereUseStands(db.from('powerup_uses'))
      .where('creator_id', creatorId)
      .where('used_at', '>=', dbTimestamp(since, db.connection()))
      .count('* as total')
      .first(),
  ])
  return { granted: Number(granted?.total ?? 0), used: Number(used?.total ?? 0) }
}

const latest = (value: unknown) => dbDate(value)?.toISOString() ?? null

/**
 * What each user granted and used for the creator, from the ledger itself (holdings and uses,
 * so a unit granted by chat command counts for the moderator who typed it; what stands): units granted,
 * uses, today's figures (since `since`), and the last grant and use (the dashboards' own
 * figures, the moderators' list and activity). The audit module's actorActivity counts from the
 * trail instead (actions, distinct players).
 */
export async function userLedgerActivity(creatorId: number, userIds: number[], since = DateTime.now().startOf('day')) {
  const result = new Map<number, ActorActivityDto>(
    userIds.map((id) => [
      id,
      { grantedToday: 0, usedToday: 0, granted: 0, used: 0, lastGrantAt: null, lastUseAt: null },
    ])
  )
  if (!userIds.length) return result
  const after = dbTimestamp(since, db.connection())
  const [grants, uses] = await Promise.all([
    whereGrantStands(db.from('powerup_holdings'))
      .where('creator_id', creatorId)
      .whereIn('granted_by', userIds)
      .groupBy('granted_by')
      .select(
        'granted_by as user_id',
        db.raw(`sum(${STANDING_UNITS}) as total`),
        db.raw(`sum(case when created_at >= ? then ${STANDING_UNITS} else 0 end) as today`, [after]),
        db.raw('max(created_at) as last_at')
      ),
    whereUseStands(db.from('powerup_uses'))
      .where('creator_id', creatorId)
      .whereIn('used_by', userIds)
      .groupBy('used_by')
      .select(
        'used_by as user_id',
        db.raw('count(*) as total'),
        db.raw('sum(case when used_at >= ? then 1 else 0 end) as today', [after]),
        db.raw('max(used_at) as last_at')
      ),
  ])
  for (const row of grants) {
    Object.assign(result.get(Number(row.user_id))!, {
      granted: Number(row.total),
      grantedToday: Number(row.today),
      lastGrantAt: latest(row.last_at),
    })
  }
  for (const row of uses) {
    Object.assign(result.get(Number(row.user_id))!, {
      used: Number(row.total),
      usedToday: Number(row.today),
      lastUseAt: latest(row.last_at),
    })
  }
  return result
}

/** The dashboard cards of this module for the acting creator, with the acting user's own figures. */
export async function powerupStats(acting: Acting, now = DateTime.now()): Promise<PowerupStatsDto> {
  const creatorId = acting.requireCreatorId()
  const userId = acting.userId ?? 0
  const since = now.startOf('day')
  const [activePowerups, today, players, soon, mine] = await Promise.all([
    activeUnitCount(acting, now),
    ledgerActivity(creatorId, since),
    playerCounts(acting),
    soonToExpire(acting, { now }),
    userLedgerActivity(creatorId, [userId], since),
  ])
  return {
    activePowerups,
    grantsToday: today.granted,
    usesToday: today.used,
    activePlayers: players.active,
    soonToExpire: soon,
    mine: mine.get(userId)!,
  }
}
