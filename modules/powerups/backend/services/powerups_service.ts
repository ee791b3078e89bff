import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { activityRecorded } from '#core/activity'
import { dbDate, dbNow } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { push } from '#core/push/push_service'
import type { AuditIdentity } from '#core/shared/acting'
import {
  activePlayerIds,
  listPlayers,
  lockPlayerAsActive,
  playerCounts,
  playerNames,
  presentPlayers,
  type PlayerRef,
} from '#modules/players/backend/public'
import PowerupHolding from '../models/powerup_holding.js'
import { holdingDto, holdingDtoFromRow, useDtoFromRow } from '../serializers.js'
import { grantPolicy } from './grant_policy.js'
import { sqlTime, whereUsable } from './usable.js'
import {
  canonicalType,
  EXPIRY_DAYS,
  GRANT_COUNT,
  POWERUP_MESSAGES,
  SOON_TO_EXPIRE,
  STARTER_PACK,
  STARTER_PACK_EXPIRY_DAYS,
  type ActorActivityDto,
  type LedgerPlayerDto,
  type OwnedHoldingDto,
  type PowerupHoldingDto,
  type PowerupStatsDto,
  type PowerupType,
} from '../../shared/powerups.js'
import { POWERUP_EVENTS, POWERUPS_CHANGED, type PowerupsChangedPayload } from '../../shared/events.js'
import { POWERUPS_CHANGED_TOPIC } from '../../shared/push.js'

export interface GrantInput {
  /** Any accepted spelling (`TIME_MAKER`, `timemaker`, `hammer`, `no2`…). */
  type: string
  /** 1–10, default 1. */
  count?: number
  /** 1–365; default from the grant policy (5 days). */
  expiresInDays?: number
  /** Why, for the audit entry (a gift rule names the gift). */
  reason?: string
}

/** Soonest expiry first, never-expiring last, then oldest holding. */
export const FIRST_EXPIRING_FIRST = 'case when expires_at is null then 1 else 0 end, expires_at asc, id asc'

/**
 * After a committed change: the emitter event for other modules' listeners, the push for screens,
 * the activity signal for the figures (grants and uses are today's; an expiry changes no day's figures).
 */
export function emitPowerupsChanged(payload: PowerupsChangedPayload) {
  push.publish(payload.creatorId, POWERUPS_CHANGED_TOPIC)
  if (payload.reason !== 'expired') activityRecorded(payload.creatorId)
  emitter
    .emit(POWERUPS_CHANGED, payload)
    .catch((error) => logger.error({ err: error }, 'powerups:changed listener failed'))
}

/** The user behind an identity, recorded as granter or user (none for SYSTEM and chat viewers). */
const identityUserId = (identity: AuditIdentity) =>
  identity.type === 'SYSTEM' || identity.type === 'PLAYER' ? null : identity.id

/** Writes join the caller's transaction when given one, else run in their own. */
function inTransaction<T>(
  trx: TransactionClientContract | undefined,
  work: (trx: TransactionClientContract) => Promise<T>
) {
  return trx ? work(trx) : db.transaction(work)
}

/** Runs `effect` once the change is committed (at once when the write had its own transaction). */
function afterCommit(trx: TransactionClientContract | undefined, effect: () => void) {
  if (trx) trx.after('commit', effect)
  else effect()
}

/** A player with this module's field (players' extension fills it: see player_extension.ts). */
const asLedgerPlayer = (player: object) => player as LedgerPlayerDto

const playerTarget = (player: { id: number; name: string }) => ({ type: 'PLAYER', id: player.id, name: player.name })

function checkedType(input: unknown): PowerupType {
  const type = canonicalType(input)
  if (!type) throw new ApiError(400, POWERUP_MESSAGES.invalidType(String(input).slice(0, 40)))
  return type
}

const inRange = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max

/** Writes a holding and its POWERUP_GRANTED entry inside the caller's transaction; returns the holding's row. */
async function insertHolding(
  acting: Acting,
  player: { id: number; name: string },
  grant: { type: PowerupType; count: number; createdAt: DateTime; expiresAt: DateTime | null; reason?: string },
  trx: TransactionClientContract
) {
  const createdAt = sqlTime(grant.createdAt, trx)
  // knex's own insert: it returns the row on SQLite too (Lucid's drops RETURNING there).
  const [holding] = await trx
    .knexQuery()
    .table('powerup_holdings')
    .insert({
      created_at: createdAt,
      updated_at: createdAt,
      creator_id: acting.requireCreatorId(),
      player_id: player.id,
      type: grant.type,
      count: grant.count,
      original_count: grant.count,
      is_active: true,
      expires_at: grant.expiresAt && sqlTime(grant.expiresAt, trx),
      granted_by: identityUserId(acting.identity),
      granted_by_name: acting.identity.name.slice(0, 120),
      source: acting.source,
    })
    .returning('*')
  await record(
    acting,
    POWERUP_EVENTS.POWERUP_GRANTED,
    playerTarget(player),
    {
      powerupType: grant.type,
      count: grant.count,
      expiresAt: grant.expiresAt?.toUTC().toISO() ?? null,
      source: acting.source,
      holdingId: holding.id,
      ...(grant.reason ? { reason: grant.reason } : {}),
    },
    trx
  )
  return holding
}

/** Active units a player holds now, all types. */
async function heldUnits(playerId: number, trx: TransactionClientContract, now: DateTime) {
  const row = await whereUsable(trx.from('powerup_holdings').where('player_id', playerId), now)
    .sum('count as total')
    .first()
  return Number(row?.total ?? 0)
}

/**
 * Grants `count` units of a type to a player (by id, or by name or alias), expiring after
 * `expiresInDays` (default: grant policy). Refused over the policy's per-player maximum.
 */
export async function grantPowerup(acting: Acting, input: PlayerRef & GrantInput, outer?: TransactionClientContract) {
  const creatorId = acting.requireCreatorId()
  const type = checkedType(input.type)
  const count = input.count ?? GRANT_COUNT.default
  if (!inRange(count, GRANT_COUNT)) throw new ApiError(400, POWERUP_MESSAGES.invalidCount)
  if (input.expiresInDays !== undefined && !inRange(input.expiresInDays, EXPIRY_DAYS)) {
    throw new ApiError(400, POWERUP_MESSAGES.invalidExpiry)
  }
  // Inside a caller's transaction, read through it (SQLite has one connection).
  const policy = await grantPolicy(outer)
  const lifetime =
    input.expiresInDays !== undefined ? { days: input.expiresInDays } : { hours: policy.defaultExpiryHours }

  const { player, holding } = await inTransaction(outer, async (trx) => {
    const now = dbNow()
    // The player's row stays locked: parallel grants count in turn, a delete waits or wins (404).
    const owner = await lockPlayerAsActive(acting, input, trx, now)
    if (policy.maxPowerupsPerPlayer !== null) {
      const held = await heldUnits(owner.id, trx, now)
      if (held + count > policy.maxPowerupsPerPlayer) {
        throw new ApiError(400, POWERUP_MESSAGES.overLimit(owner.name, held, policy.maxPowerupsPerPlayer))
      }
    }
    const granted = await insertHolding(
      acting,
      owner,
      { type, count, createdAt: now, expiresAt: now.plus(lifetime), reason: input.reason },
      trx
    )
    return { player: owner, holding: granted }
  })
  afterCommit(outer, () => emitPowerupsChanged({ creatorId, reason: 'granted', playerId: player.id }))
  return {
    message: POWERUP_MESSAGES.granted(count, type, player.name),
    holding: holdingDtoFromRow(holding),
    player: asLedgerPlayer((await presentPlayers(acting, [player], outer))[0]),
  }
}

/** The new player's starter pack (2 gloves, 1 mist, 30 days), in the creation transaction. */
export async function grantStarterPack(
  acting: Acting,
  player: { id: number; name: string },
  trx: TransactionClientContract
) {
  const createdAt = dbNow()
  const expiresAt = createdAt.plus({ days: STARTER_PACK_EXPIRY_DAYS })
  for (const { type, count } of STARTER_PACK) {
    await insertHolding(acting.with({ source: 'starter' }), player, { type, count, createdAt, expiresAt }, trx)
  }
}

/**
 * Takes one unit from the player's first-expiring usable holding of `type`, in one statement
 * (a conditional decrement of the first-expiring holding), and returns the holding's row. When
 * it takes nothing, either none is left (the spec's 400) or another transaction took the last
 * unit of that holding first (its row changed under the decrement): then the next one is tried.
 */
async function consumeOne(player: { id: number; name: string }, type: PowerupType, trx: TransactionClientContract) {
  for (;;) {
    const now = DateTime.now()
    const firstExpiring = whereUsable(trx.from('powerup_holdings').where('player_id', player.id), now)
      .where('type', type)
      .orderByRaw(FIRST_EXPIRING_FIRST)
      .limit(1)
      .select('id')
    const [taken] = await whereUsable(trx.from('powerup_holdings').where('id', firstExpiring), now).update(
      { count: trx.getWriteClient().raw('count - 1'), updated_at: sqlTime(now, trx) },
      ['*']
    )
    if (taken) return taken as Record<string, any>
    if (!(await firstExpiring.clone().first())) {
      throw new ApiError(400, POWERUP_MESSAGES.noneAvailable(player.name, type))
    }
  }
}

/** Uses one unit of a type for a player, first-expiring first; 400 when they have none. */
export async function usePowerup(
  acting: Acting,
  input: PlayerRef & { type: string },
  outer?: TransactionClientContract
) {
  const creatorId = acting.requireCreatorId()
  const type = checkedType(input.type)
  const { player, holding, use } = await inTransaction(outer, async (trx) => {
    const now = dbNow()
    // Locked like a grant: a delete racing the use waits for it or has already won (404).
    const owner = await lockPlayerAsActive(acting, input, trx, now)
    const source = await consumeOne(owner, type, trx)
    const [useRow] = await trx
      .knexQuery()
      .table('powerup_uses')
      .insert({
        holding_id: source.id,
        player_id: owner.id,
        creator_id: creatorId,
        type,
        used_by: identityUserId(acting.identity),
        used_by_name: acting.identity.name.slice(0, 120),
        source: acting.source,
        used_at: sqlTime(now, trx),
      })
      .returning('*')
    await record(
      acting,
      POWERUP_EVENTS.POWERUP_USED,
      playerTarget(owner),
      { powerupType: type, count: 1, holdingId: source.id, source: acting.source },
      trx
    )
    return { player: owner, holding: source, use: useRow }
  })
  afterCommit(outer, () => emitPowerupsChanged({ creatorId, reason: 'used', playerId: player.id }))
  return {
    message: POWERUP_MESSAGES.activated(type),
    use: useDtoFromRow(use),
    holding: holdingDtoFromRow(holding),
    player: asLedgerPlayer((await presentPlayers(acting, [player], outer))[0]),
  }
}

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
  const rows = await whereUsable(PowerupHolding.query().where('creator_id', creatorId), now)
    .whereIn('player_id', activePlayerIds(acting))
    .whereNotNull('expires_at')
    .where('expires_at', '<=', sqlTime(now.plus({ days: options.days ?? SOON_TO_EXPIRE.days }), db.connection()))
    .orderByRaw(FIRST_EXPIRING_FIRST)
    .limit(options.limit ?? SOON_TO_EXPIRE.limit)
  const names = await playerNames(
    acting,
    rows.map((row) => row.playerId)
  )
  return rows.map((row) => ({ ...holdingDto(row), playerId: row.playerId, playerName: names.get(row.playerId) ?? '' }))
}

/** Usable units held by the acting creator's active players. */
export async function activeUnitCount(acting: Acting, now = DateTime.now()) {
  const row = await whereUsable(db.from('powerup_holdings').where('creator_id', acting.requireCreatorId()), now)
    .whereIn('player_id', activePlayerIds(acting))
    .sum('count as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Units granted and uses made since `since` (dashboards: Grants Today, Uses Today). */
export async function ledgerActivity(creatorId: number, since: DateTime) {
  const [granted, used] = await Promise.all([
    db
      .from('powerup_holdings')
      .where('creator_id', creatorId)
      .where('created_at', '>=', sqlTime(since, db.connection()))
      .sum('original_count as total')
      .first(),
    db
      .from('powerup_uses')
      .where('creator_id', creatorId)
      .where('used_at', '>=', sqlTime(since, db.connection()))
      .count('* as total')
      .first(),
  ])
  return { granted: Number(granted?.total ?? 0), used: Number(used?.total ?? 0) }
}

const latest = (value: unknown) => dbDate(value)?.toISOString() ?? null

/**
 * What each user granted and used for the creator, from the ledger itself (holdings and uses,
 * so a unit granted by chat command counts for the moderator who typed it): units granted,
 * uses, today's figures (since `since`), and the last grant and use. The audit module's
 * actorActivity counts from the trail instead (actions, distinct players).
 */
export async function userLedgerActivity(creatorId: number, userIds: number[], since = DateTime.now().startOf('day')) {
  const result = new Map<number, ActorActivityDto>(
    userIds.map((id) => [
      id,
      { grantedToday: 0, usedToday: 0, granted: 0, used: 0, lastGrantAt: null, lastUseAt: null },
    ])
  )
  if (!userIds.length) return result
  const after = sqlTime(since, db.connection())
  const [grants, uses] = await Promise.all([
    db
      .from('powerup_holdings')
      .where('creator_id', creatorId)
      .whereIn('granted_by', userIds)
      .groupBy('granted_by')
      .select(
        'granted_by as user_id',
        db.raw('sum(original_count) as total'),
        db.raw('sum(case when created_at >= ? then original_count else 0 end) as today', [after]),
        db.raw('max(created_at) as last_at')
      ),
    db
      .from('powerup_uses')
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
