import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Knex } from 'knex'
import type { Acting } from '#core/acting/acting'
import { dbTimestamp } from '#core/database/time'
import { push } from '#core/push/push_service'
import type { AuditIdentity } from '#core/shared/acting'
import { holdingJson } from '../serializers.js'
import { USABLE_SQL, whereUsable } from './usable.js'
import { POWERUP_LABELS, POWERUP_MESSAGES, type PowerupType } from '../../shared/powerups.js'
import { ApiError } from '#core/http/api_error'
import { POWERUPS_ERRORS } from '../../shared/error_codes.js'
import { POWERUPS_CHANGED, type PowerupsChangedPayload } from '../../shared/events.js'
import { POWERUPS_CHANGED_TOPIC } from '../../shared/push.js'

/*
| The ledger's parts that its writes share on both databases: a grant's and a use's row and audit
| details, the units a player holds, the SQL of a player's holdings after a change (PostgreSQL), and
| what follows a committed change.
*/

/** Soonest expiry first, never-expiring last, then oldest holding. */
export const FIRST_EXPIRING_FIRST = 'case when expires_at is null then 1 else 0 end, expires_at asc, id asc'

/**
 * After a committed change: the emitter event for other modules' listeners, the push for screens.
 * (The figures' activity facts are written with the change: its audit entries, see core/activity.)
 */
export function emitPowerupsChanged(payload: PowerupsChangedPayload) {
  push.publish(payload.creatorId, POWERUPS_CHANGED_TOPIC)
  emitter
    .emit(POWERUPS_CHANGED, payload)
    .catch((error) => logger.error({ err: error }, 'powerups:changed listener failed'))
}

/** The user behind an identity, recorded as granter or user (none for SYSTEM and chat viewers). */
export const identityUserId = (identity: AuditIdentity) =>
  identity.type === 'SYSTEM' || identity.type === 'PLAYER' ? null : identity.id

/** The audit target of a ledger change: the player. */
export const playerTarget = (player: { id: number; name: string }) => ({
  type: 'PLAYER',
  id: player.id,
  name: player.name,
})

/** Values bound in raw SQL: nulls and Lucid subqueries too (knex's binding type names neither). */
export const bound = (values: unknown[]) => values as Knex.RawBinding[]

/** A Lucid query as knex's, its where clauses applied (Lucid adds them when it runs), to embed in raw SQL. */
export const asKnex = (query: object) =>
  (query as { toKnex(): ReturnType<TransactionClientContract['knexQuery']> }).toKnex()

/** Active units a player holds now, all types (a subquery; the player's row is locked by the writer). */
export const heldUnitsQuery = (playerId: number, trx: QueryClientContract, now: DateTime) =>
  asKnex(
    whereUsable(trx.from('powerup_holdings').where('player_id', playerId), now).select(
      trx.raw('coalesce(sum(count), 0) as total')
    )
  )

/** Active units a player holds now, all types. */
export async function heldUnits(playerId: number, trx: QueryClientContract, now: DateTime) {
  const [held] = await heldUnitsQuery(playerId, trx, now)
  return Number(held.total)
}

/**
 * The player's usable holdings once the statement's `with` part `changed` (powerup_holdings rows
 * it returns) is applied, first-expiring first, as one JSON column `player_holdings` of holding
 * DTOs (holdingJson): that part's rows and the player's `others`, their usable holdings as read
 * after the player's lock (powerups_usable_holdings, see its migration: what is committed when
 * the statement reaches it). The answer's `powerups`, not read again.
 */
export function holdingsAfter(changed: string, at: string, others: { sql: string; bindings: unknown[] }) {
  return {
    sql: `(select coalesce(json_agg(${holdingJson('h')} order by ${FIRST_EXPIRING_FIRST}), '[]') from (
      ${usableAfter(changed, others.sql)}) as h) as player_holdings`,
    bindings: [at, ...others.bindings],
  }
}

/**
 * holdingsAfter for a statement that changes several players' holdings: the `with` part `after`,
 * one row per player with holdings (`player_id`, `player_holdings`), in one pass over them.
 */
export function holdingsAfterEach(changed: string, at: string, others: { sql: string; bindings: unknown[] }) {
  return {
    sql: `after as (select player_id, json_agg(${holdingJson('h')} order by ${FIRST_EXPIRING_FIRST}) as player_holdings
      from (${usableAfter(changed, others.sql)}) as h group by player_id)`,
    bindings: [at, ...others.bindings],
  }
}

/** The usable rows of the part `changed` (at the binding's time), then the rows of `others` it did not change. */
export const usableAfter = (changed: string, others: string) =>
  `select * from "${changed}" where ${USABLE_SQL} union all select * from ${others} where id not in (select id from "${changed}")`

/**
 * The `with` part `usable`: the locked player's usable holdings at `?`, read once after the lock
 * (materialized), for both the ledger's check or choice and the answer.
 */
export const USABLE_AFTER_LOCK =
  'usable as materialized (select h.* from locked cross join lateral powerups_usable_holdings(locked.id, ?) as h)'
export const fromUsable = { sql: 'usable', bindings: [] }

/** What a grant writes. */
export interface HoldingGrant {
  type: PowerupType
  count: number
  createdAt: DateTime
  expiresAt: DateTime | null
  reason?: string
}

/** A new holding's columns but its player. */
export function holdingRow(acting: Acting, grant: HoldingGrant, client: QueryClientContract) {
  const createdAt = dbTimestamp(grant.createdAt, client)
  return {
    created_at: createdAt,
    updated_at: createdAt,
    creator_id: acting.requireCreatorId(),
    type: grant.type,
    count: grant.count,
    original_count: grant.count,
    is_active: true,
    expires_at: grant.expiresAt && dbTimestamp(grant.expiresAt, client),
    granted_by: identityUserId(acting.identity),
    granted_by_name: acting.identity.name.slice(0, 120),
    source: acting.source,
  }
}

/** A POWERUP_GRANTED entry's details (the holding's id is added once known). */
export const grantDetails = (acting: Acting, grant: HoldingGrant) => ({
  powerupType: grant.type,
  count: grant.count,
  expiresAt: grant.expiresAt?.toUTC().toISO() ?? null,
  source: acting.source,
  ...(grant.reason ? { reason: grant.reason } : {}),
})

/** A per-player maximum that limits: null (or Infinity, the tests' way to lift it) does not. */
export const isLimited = (maxUnits: number | null): maxUnits is number => maxUnits !== null && Number.isFinite(maxUnits)

/** A use's columns but its holding and player. */
export const useRow = (acting: Acting, type: PowerupType, now: DateTime, client: QueryClientContract) => ({
  creator_id: acting.requireCreatorId(),
  type,
  used_by: identityUserId(acting.identity),
  used_by_name: acting.identity.name.slice(0, 120),
  source: acting.source,
  used_at: dbTimestamp(now, client),
})

/** A POWERUP_USED entry's details (the holding's id is added once known). */
export const useDetails = (acting: Acting, type: PowerupType) => ({
  powerupType: type,
  count: 1,
  source: acting.source,
})

/** 400: the player holds no usable powerup of this type. */
export const noneAvailable = (player: string, type: PowerupType) =>
  new ApiError(400, POWERUP_MESSAGES.noneAvailable(player, type), POWERUPS_ERRORS.none_available, {
    player,
    powerup: POWERUP_LABELS[type],
  })

/** 400: a grant would take the player over the creator's maximum of powerups per player. */
export const overLimit = (player: string, held: number, max: number) =>
  new ApiError(400, POWERUP_MESSAGES.overLimit(player, held, max), POWERUPS_ERRORS.over_limit, { player, held, max })
