/*
 * Over 400 lines: the ledger's three grant paths, its batching, reads and merge in one place. Issue 34
 * cuts it by capability (ledger writes per database, reads, a façade); until then, read it by section.
 */
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Knex } from 'knex'
import type { Acting } from '#core/acting/acting'
import { record, recordEachInStatement, recordInStatement } from '#core/audit/recorder'
import { activityInStatement, activityStatementDone } from '#core/activity'
import { prepared, preparedText } from '#core/database/prepared'
import { StatementBatches, type BatchOutcome } from '#core/database/statement_batches'
import { dbDate, dbNow, dbTimestamp, isoTimestampSql } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { push } from '#core/push/push_service'
import type { AuditIdentity } from '#core/shared/acting'
import {
  activePlayerIds,
  listPlayers,
  lockPlayerAsActive,
  playerCounts,
  playerNames,
  playerRefFields,
  playerSetLockParts,
  presentPlayers,
  type PlayerRecord,
  type PlayerRef,
} from '#modules/players/backend/public'
import PowerupHolding from '../models/powerup_holding.js'
import { holdingDto, holdingDtoFromRow, useDtoFromRow } from '../serializers.js'
import { grantExpiry, grantPolicy, type GrantPolicy } from './grant_policy.js'
import { STANDING_UNITS, whereGrantStands, whereUseStands } from './standing.js'
import { guardedUse } from '../use_guards.js'
import { USABLE_SQL, whereUsable } from './usable.js'
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
import { PLAYER_MESSAGES } from '../../../players/shared/players.js'

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

/** The audit target of a ledger change: the player. */
export const playerTarget = (player: { id: number; name: string }) => ({
  type: 'PLAYER',
  id: player.id,
  name: player.name,
})

function checkedType(input: unknown): PowerupType {
  const type = canonicalType(input)
  if (!type) throw new ApiError(400, POWERUP_MESSAGES.invalidType(String(input).slice(0, 40)))
  return type
}

const inRange = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max

/** Values bound in raw SQL: nulls and Lucid subqueries too (knex's binding type names neither). */
const bound = (values: unknown[]) => values as Knex.RawBinding[]

/** A Lucid query as knex's, its where clauses applied (Lucid adds them when it runs), to embed in raw SQL. */
const asKnex = (query: object) => (query as { toKnex(): ReturnType<TransactionClientContract['knexQuery']> }).toKnex()

/** PostgreSQL writes a change and its audit entry in one statement (data-modifying `with` parts). */
const inOneStatement = (trx: TransactionClientContract) => trx.dialect.name === 'postgres'

/** Whether the caller's transaction, or else the default connection, is PostgreSQL. */
const onPostgres = (outer: TransactionClientContract | undefined) =>
  (outer ?? db.connection()).dialect.name === 'postgres'

/** Active units a player holds now, all types (a subquery; the player's row is locked by the writer). */
const heldUnitsQuery = (playerId: number, trx: QueryClientContract, now: DateTime) =>
  asKnex(
    whereUsable(trx.from('powerup_holdings').where('player_id', playerId), now).select(
      trx.raw('coalesce(sum(count), 0) as total')
    )
  )

/**
 * A `powerup_holdings` row of the statement's part (or alias) `h` as its answer's JSON, built by
 * PostgreSQL: holdingDtoFromRow's object, keys in its order, timestamps in the API's UTC ISO form
 * (what `Date#toISOString` writes), so the answer is the same to the byte and no holding is
 * parsed, converted or copied in the app. Null when the part has no row (a refused write).
 */
const holdingJson = (h: string) => `case when ${h}.id is null then null else json_build_object(
  'id', ${h}.id, 'type', ${h}.type, 'count', ${h}.count, 'originalCount', ${h}.original_count,
  'isActive', ${h}.is_active, 'expiresAt', ${isoTimestampSql(`${h}.expires_at`)}, 'grantedAt', ${isoTimestampSql(`${h}.created_at`)},
  'grantedByName', ${h}.granted_by_name, 'source', ${h}.source) end`

/**
 * The player's usable holdings once the statement's `with` part `changed` (powerup_holdings rows
 * it returns) is applied, first-expiring first, as one JSON column `player_holdings` of holding
 * DTOs (holdingJson): that part's rows and the player's `others`, their usable holdings as read
 * after the player's lock (powerups_usable_holdings, see its migration: what is committed when
 * the statement reaches it). The answer's `powerups`, not read again.
 */
function holdingsAfter(changed: string, at: string, others: { sql: string; bindings: unknown[] }) {
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
function holdingsAfterEach(changed: string, at: string, others: { sql: string; bindings: unknown[] }) {
  return {
    sql: `after as (select player_id, json_agg(${holdingJson('h')} order by ${FIRST_EXPIRING_FIRST}) as player_holdings
      from (${usableAfter(changed, others.sql)}) as h group by player_id)`,
    bindings: [at, ...others.bindings],
  }
}

/** The usable rows of the part `changed` (at the binding's time), then the rows of `others` it did not change. */
const usableAfter = (changed: string, others: string) =>
  `select * from "${changed}" where ${USABLE_SQL} union all select * from ${others} where id not in (select id from "${changed}")`

/**
 * The `with` part `usable`: the locked player's usable holdings at `?`, read once after the lock
 * (materialized), for both the ledger's check or choice and the answer.
 */
const USABLE_AFTER_LOCK =
  'usable as materialized (select h.* from locked cross join lateral powerups_usable_holdings(locked.id, ?) as h)'
const fromUsable = { sql: 'usable', bindings: [] }

/** What a grant writes. */
interface HoldingGrant {
  type: PowerupType
  count: number
  createdAt: DateTime
  expiresAt: DateTime | null
  reason?: string
}

/** A new holding's columns but its player. */
function holdingRow(acting: Acting, grant: HoldingGrant, client: QueryClientContract) {
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
const grantDetails = (acting: Acting, grant: HoldingGrant) => ({
  powerupType: grant.type,
  count: grant.count,
  expiresAt: grant.expiresAt?.toUTC().toISO() ?? null,
  source: acting.source,
  ...(grant.reason ? { reason: grant.reason } : {}),
})

/** A per-player maximum that limits: null (or Infinity, the tests' way to lift it) does not. */
const isLimited = (maxUnits: number | null): maxUnits is number => maxUnits !== null && Number.isFinite(maxUnits)

/** The audit entry's target in a statement that finds the player itself: its part `changed` (see ledgerParts). */
const PLAYER_FROM_STATEMENT = { type: 'PLAYER', id: 'player_id', name: 'player_name' }

/**
 * Writes a holding and its POWERUP_GRANTED entry inside the caller's transaction, unless the
 * player would then hold more than `maxUnits` usable units: the check is part of the insert
 * (`insert … select … where`), exact because the caller holds the player's row lock. Returns the
 * holding's row, or null when refused (nothing written).
 */
export async function insertHolding(
  acting: Acting,
  player: { id: number; name: string },
  grant: HoldingGrant,
  trx: TransactionClientContract,
  maxUnits: number | null = null
): Promise<{ holding: Record<string, any>; holdings?: PowerupHoldingDto[] } | null> {
  const row = { ...holdingRow(acting, grant, trx), player_id: player.id }
  const underMax = isLimited(maxUnits) ? [heldUnitsQuery(player.id, trx, grant.createdAt), grant.count, maxUnits] : []
  const insert = `insert into powerup_holdings (${Object.keys(row).join(', ')})
    select ${Object.keys(row)
      .map(() => '?')
      .join(', ')} ${underMax.length ? 'where ? + ? <= ?' : ''} returning *`
  const details = grantDetails(acting, grant)
  if (!inOneStatement(trx)) {
    const [holding] = (await trx.getWriteClient().raw(insert, bound([...Object.values(row), ...underMax]))) as Record<
      string,
      any
    >[]
    if (!holding) return null
    await record(
      acting,
      POWERUP_EVENTS.POWERUP_GRANTED,
      playerTarget(player),
      { ...details, holdingId: holding.id },
      trx
    )
    return { holding }
  }
  const entry = recordInStatement(acting, POWERUP_EVENTS.POWERUP_GRANTED, playerTarget(player), details, trx, {
    source: 'granted',
    fromSource: { holdingId: 'id' },
  })
  const at = dbTimestamp(grant.createdAt, trx)
  const after = holdingsAfter('granted', at, { sql: 'powerups_usable_holdings(?, ?)', bindings: [player.id, at] })
  const { rows } = await prepared(
    trx.getWriteClient().raw(
      `with granted as (${insert}), entry as (${entry.sql})
      select row_to_json(granted) as granted_holding, entry.id as entry_id, ${after.sql} from granted join entry on true`,
      bound([...Object.values(row), ...underMax, ...entry.bindings, ...after.bindings])
    ),
    trx
  )
  if (!rows.length) return null
  const { entry_id: entryId, player_holdings: holdings, granted_holding: holding } = rows[0]
  await entry.recorded(entryId, { details: { holdingId: holding.id } })
  return { holding, holdings }
}

/** Active units a player holds now, all types. */
export async function heldUnits(playerId: number, trx: QueryClientContract, now: DateTime) {
  const [held] = await heldUnitsQuery(playerId, trx, now)
  return Number(held.total)
}

/**
 * Grants `count` units of a type to a player (by id, or by name or alias), expiring after
 * `expiresInDays` (default: grant policy). Refused over the policy's per-player maximum.
 */
/**
 * A grant's write alone: the holding under the maximum, its audit entry, the player marked active,
 * the change pushed after the commit. Answers the player and the holding as stored, building no
 * HTTP answer, so a caller inside a larger write (a gift rule in the ingest) pays for the write only;
 * such a caller may pass the grant `policy` it read once for its batch.
 */
export async function recordGrant(
  acting: Acting,
  input: PlayerRef & GrantInput,
  outer?: TransactionClientContract,
  policy?: GrantPolicy
) {
  const creatorId = acting.requireCreatorId()
  const type = checkedType(input.type)
  const count = input.count ?? GRANT_COUNT.default
  if (!inRange(count, GRANT_COUNT)) throw new ApiError(400, POWERUP_MESSAGES.invalidCount)
  if (input.expiresInDays !== undefined && !inRange(input.expiresInDays, EXPIRY_DAYS)) {
    throw new ApiError(400, POWERUP_MESSAGES.invalidExpiry)
  }
  // Inside a caller's transaction, read through it (SQLite has one connection).
  policy ??= await grantPolicy(outer)
  const max = policy.maxPowerupsPerPlayer
  const grantAt = (now: DateTime) => ({
    type,
    count,
    createdAt: now,
    expiresAt: grantExpiry(now, policy, input.expiresInDays),
    reason: input.reason,
  })
  const granted = onPostgres(outer)
    ? await onPostgresLedger(
        { acting, ref: playerRefFields(input), grant: grantAt(dbNow()), maxUnits: max },
        outer,
        grantBatches,
        grantsInOneStatement
      )
    : await inTransaction(outer, async (trx) => {
        const now = dbNow()
        // The player's row stays locked: parallel grants count in turn, a delete waits or wins (404).
        const owner = await lockPlayerAsActive(acting, input, trx, now)
        const written = await insertHolding(acting, owner, grantAt(now), trx, max)
        if (!written) {
          throw new ApiError(400, POWERUP_MESSAGES.overLimit(owner.name, await heldUnits(owner.id, trx, now), max!))
        }
        return { player: owner, holding: holdingDtoFromRow(written.holding), holdings: undefined }
      })
  afterCommit(outer, () => emitPowerupsChanged({ creatorId, reason: 'granted', playerId: granted.player.id }))
  return { ...granted, count, type }
}

/** A grant (recordGrant) and its answer: the message, the holding and the player with their holdings. */
export async function grantPowerup(acting: Acting, input: PlayerRef & GrantInput, outer?: TransactionClientContract) {
  const { player, holding, holdings, count, type } = await recordGrant(acting, input, outer)
  return {
    message: POWERUP_MESSAGES.granted(count, type, player.name),
    holding,
    player: await answerPlayer(acting, player, holdings, outer),
  }
}

/** Each ledger statement's text by its shape (see statementText). */
const statementTexts = new Map<string, string>()

/**
 * A ledger statement's text, built by `build` on the first batch and the same string for every
 * later one: its parts are constant texts (the audit entry's columns, the row's columns) and every
 * value is bound, so a batch only binds values (no building, and the prepared statement's name is
 * found at once). `shape` names the statement.
 */
function statementText(shape: string, build: () => string) {
  let text = statementTexts.get(shape)
  if (text === undefined) {
    text = build()
    statementTexts.set(shape, text)
  }
  return text
}

/** A grant or use on PostgreSQL, waiting for its statement. */
interface PendingLedgerWrite {
  acting: Acting
  /** The player reference (playerRefFields). */
  ref: ReturnType<typeof playerRefFields>
}

/** A grant waiting for its statement (grantsInOneStatement). */
interface PendingGrant extends PendingLedgerWrite {
  grant: HoldingGrant
  maxUnits: number | null
}

/** A use waiting for its statement (usesInOneStatement). */
interface PendingUse extends PendingLedgerWrite {
  type: PowerupType
}

/** What a grant or use wrote: the player's record, the holding written and the player's holdings after it. */
interface LedgerWritten {
  player: PlayerRecord
  holding: PowerupHoldingDto
  holdings: PowerupHoldingDto[]
}

/** What a use wrote, with the use's row. */
interface UseWritten extends LedgerWritten {
  use: Record<string, any>
}

/**
 * The statement parts a batch of grants or uses shares, around the part `written` that returns
 * the changed holdings. `items` is the batch as one JSON binding
 * (`idx` 1, 2…; `columns` its columns beyond the reference's). `head` follows it: `referenced`,
 * `locked` (one item per player: a later item naming the same player is left for the next
 * statement, so that writes for one player go in turn), `usable` (their holdings read after the
 * lock). `tail` follows `written`: `changed`, the entries (`entries`) and their activity facts, `touched`,
 * `after`. `answer`
 * is the statement's select, one row per item in their order, with `extra` columns and joins.
 */
function batchParts(
  written: string,
  items: { columns: string },
  entries: ReturnType<typeof recordEachInStatement>,
  at: string
) {
  const lock = playerSetLockParts('items')
  const after = holdingsAfterEach(written, at, fromUsable)
  const activity = activityInStatement('entry', new Date())
  return {
    items: `items as (select * from json_to_recordset(?::json)
      as i(idx int, creator_id int, player_id int, name_key text, at timestamptz, ${items.columns}))`,
    head: `${lock.referenced}, ${lock.locked}, ${USABLE_AFTER_LOCK}`,
    tail: `changed as (select "${written}".id, locked.id as player_id, locked.name as player_name, locked.idx
      from "${written}" join locked on locked.id = "${written}".player_id),
      entry as (${entries.sql}), activity as (${activity.sql}), ${lock.touch('changed')}, ${after.sql}`,
    answer: (extra: string, joins = '') => `select i.idx, referenced.player_id as referenced_id, locked.id as locked_id,
      locked.name as locked_name, ${lock.record('touched')} as player, ${holdingJson(`"${written}"`)} as written_holding,
      entry.id as entry_id, coalesce(after.player_holdings, '[]') as player_holdings${extra}
    from items i join referenced on referenced.idx = i.idx left join locked on locked.idx = i.idx
      left join "${written}" on "${written}".player_id = locked.id left join entry on entry.target_id = locked.id
      left join touched on touched.id = locked.id left join after on after.player_id = locked.id ${joins}
    order by i.idx`,
    /** The bindings of `items`, `head`, then whatever `written` binds, then `tail`. */
    bindings: (rows: object[], ...writtenBindings: unknown[]) => [
      JSON.stringify(rows),
      at,
      ...writtenBindings,
      ...entries.bindings,
      ...activity.bindings,
      ...after.bindings,
    ],
  }
}

/** A batch item's bound fields: its index (1, 2…), creator, player reference and time (the player's activity). */
const batchItem = ({ acting, ref }: PendingLedgerWrite, i: number, at: DateTime, client: QueryClientContract) => ({
  idx: i + 1,
  creator_id: acting.requireCreatorId(),
  ...ref,
  at: dbTimestamp(at, client),
})

/**
 * Each batch item's outcome from the statement's answer rows (batchParts' `answer`): left for the
 * next statement when an earlier item named the same player, or when the player its name named
 * was gone once its lock was granted (merged away while the statement waited: the name may now
 * be the kept player's alias); 404 when no player answers to its reference, what `refused` makes
 * of a row whose holding was not written (over the maximum, none left…), else its entry announced
 * and what `written` makes of the row and its holding. The statement has committed: what fails
 * from here on is that item's error, never the batch's (StatementBatches would run it again).
 */
function batchOutcomes<Result>(
  pending: PendingLedgerWrite[],
  rows: Record<string, any>[],
  entries: ReturnType<typeof recordEachInStatement>,
  handle: {
    refused: (row: Record<string, any>, i: number) => Promise<BatchOutcome<Result>>
    written: (row: Record<string, any>, i: number, holding: PowerupHoldingDto) => Result
  }
) {
  const firstNaming = new Map<number, number>()
  for (const row of rows) {
    if (row.referenced_id !== null && !firstNaming.has(row.referenced_id)) firstNaming.set(row.referenced_id, row.idx)
  }
  const outcome = async (row: Record<string, any>, i: number): Promise<BatchOutcome<Result>> => {
    const holding = row.written_holding as PowerupHoldingDto | null
    if (!holding) return handle.refused(row, i)
    await entries.recorded(i, row.entry_id, {
      details: { holdingId: holding.id },
      target: playerTarget({ id: row.locked_id, name: row.locked_name }),
    })
    return { result: handle.written(row, i, holding) }
  }
  return Promise.all(
    rows.map(async (row, i): Promise<BatchOutcome<Result>> => {
      if (row.locked_id !== null) return outcome(row, i).catch((error: unknown) => ({ error }))
      if (row.referenced_id !== null && firstNaming.get(row.referenced_id) !== row.idx) return { again: true }
      if (row.referenced_id !== null && pending[i].ref.player_id === null) return { again: true }
      return { error: new ApiError(404, PLAYER_MESSAGES.notFound) }
    })
  )
}

/** The audit entries of a batch, from the part `changed` (its holding's id in the details). */
const batchEntries = <P extends PendingLedgerWrite>(
  pending: P[],
  event: string,
  details: (write: P) => Record<string, unknown>,
  outer: TransactionClientContract | undefined
) =>
  recordEachInStatement(
    pending.map((write) => ({ acting: write.acting, event, details: details(write) })),
    outer,
    { source: 'changed', position: 'idx', fromSource: { holdingId: 'id' }, targetFromSource: PLAYER_FROM_STATEMENT }
  )

/**
 * Grants on PostgreSQL, several in one statement, without a transaction of its own (inside the
 * caller's when given): each item's player locked, its holding unless the player would then hold
 * more than the item's `maxUnits` (counted after the lock by powerups_usable_holdings, see its
 * migration), its audit entry, the player marked active and their holdings after it. A refused
 * item writes nothing: 404 when no player answers to its reference, the over-limit 400 when the
 * maximum refuses. One statement for many grants pays PostgreSQL's work per statement once.
 */
async function grantsInOneStatement(
  pending: PendingGrant[],
  outer: TransactionClientContract | undefined
): Promise<BatchOutcome<LedgerWritten>[]> {
  const client = outer ?? db.connection()
  const at = dbTimestamp(dbNow(), client)
  const rows = pending.map((write, i) => ({
    ...batchItem(write, i, write.grant.createdAt, client),
    max_units: isLimited(write.maxUnits) ? write.maxUnits : null,
    holding: holdingRow(write.acting, write.grant, client),
  }))
  const entries = batchEntries(
    pending,
    POWERUP_EVENTS.POWERUP_GRANTED,
    (write) => grantDetails(write.acting, write.grant),
    outer
  )
  const parts = batchParts('granted', { columns: 'max_units int, holding json' }, entries, at)
  const statement = statementText('grants', () => {
    const columns = Object.keys(rows[0].holding)
    return `with ${parts.items}, ${parts.head},
    held as (select player_id, sum(count) as units from usable group by player_id),
    granted as (insert into powerup_holdings (player_id, ${columns.join(', ')})
      select locked.id, ${columns.map((column) => `r.${column}`).join(', ')} from locked join items i on i.idx = locked.idx
      cross join lateral json_populate_record(null::powerup_holdings, i.holding) as r
      left join held on held.player_id = locked.id
      where i.max_units is null or coalesce(held.units, 0) + r.count <= i.max_units
      returning *),
    ${parts.tail}
    ${parts.answer('')}`
  })
  const { rows: answers } = await preparedText(statement, parts.bindings(rows), client)
  activityStatementDone(outer)
  return batchOutcomes<LedgerWritten>(pending, answers, entries, {
    async refused(row, i) {
      const held = await heldUnits(row.locked_id, client, pending[i].grant.createdAt)
      return { error: new ApiError(400, POWERUP_MESSAGES.overLimit(row.locked_name, held, pending[i].maxUnits!)) }
    },
    written: (row, _, holding) => ({ player: row.player, holding, holdings: row.player_holdings }),
  })
}

/**
 * Uses on PostgreSQL, several in one statement, without a transaction of its own (inside the
 * caller's when given): each item's player locked, one unit taken from their first-expiring usable
 * holding of the item's type (found after the lock by powerups_usable_holdings), the use, its
 * audit entry, the player marked active and their holdings after it. 404 when no player answers to
 * the reference. When nothing was taken, either none is left (the spec's 400) or the holding
 * changed under the decrement (by a write that does not lock the player, e.g. the expiry sweep):
 * then the item goes into the next statement. The chosen holdings are updated by key
 * (`= any(array(…))`): as `in (select …)` the plan read every usable holding of the database.
 */
async function usesInOneStatement(
  pending: PendingUse[],
  outer: TransactionClientContract | undefined
): Promise<BatchOutcome<UseWritten>[]> {
  const client = outer ?? db.connection()
  const now = dbNow()
  const at = dbTimestamp(DateTime.now(), client)
  const rows = pending.map((write, i) => ({
    ...batchItem(write, i, now, client),
    type: write.type,
    use: useRow(write.acting, write.type, now, client),
  }))
  const entries = batchEntries(
    pending,
    POWERUP_EVENTS.POWERUP_USED,
    (write) => useDetails(write.acting, write.type),
    outer
  )
  const parts = batchParts('taken', { columns: 'type text, use json' }, entries, at)
  const statement = statementText('uses', () => {
    const columns = Object.keys(rows[0].use)
    return `with ${parts.items}, ${parts.head},
    chosen as (select distinct on (player_id) id from (select usable.* from usable
      join locked on locked.id = usable.player_id join items i on i.idx = locked.idx where usable.type = i.type) as candidates
      order by player_id, ${FIRST_EXPIRING_FIRST}),
    taken as (update "powerup_holdings" set "count" = count - 1, "updated_at" = ?
      where "id" = any(array(select id from chosen)) and ${USABLE_SQL} returning *),
    used as (insert into powerup_uses (holding_id, player_id, ${columns.join(', ')})
      select taken.id, taken.player_id, ${columns.map((column) => `r.${column}`).join(', ')}
      from taken join locked on locked.id = taken.player_id join items i on i.idx = locked.idx
      cross join lateral json_populate_record(null::powerup_uses, i.use) as r
      returning id, player_id, used_at),
    ${parts.tail}
    ${parts.answer(', used.id as use_id, used.used_at as use_used_at', 'left join used on used.player_id = locked.id')}`
  })
  const { rows: answers } = await preparedText(statement, parts.bindings(rows, at, at), client)
  activityStatementDone(outer)
  return batchOutcomes<UseWritten>(pending, answers, entries, {
    async refused(row, i) {
      const { type } = pending[i]
      const left = whereUsable(client.from('powerup_holdings').where('player_id', row.locked_id), DateTime.now())
      if (await left.where('type', type).first()) return { again: true }
      return { error: new ApiError(400, POWERUP_MESSAGES.noneAvailable(row.locked_name, type)) }
    },
    written: (row, i, holding) => ({
      player: row.player,
      holding,
      use: {
        ...rows[i].use,
        id: row.use_id,
        holding_id: holding.id,
        player_id: row.locked_id,
        used_at: row.use_used_at,
      },
      holdings: row.player_holdings,
    }),
  })
}

/**
 * Grants and uses with no transaction of the caller's go in batches: one at once, those arriving
 * while its statement runs go together in the next (see StatementBatches), up to 50 a statement.
 * One statement in flight per process unless it takes over 25 ms (waiting for a player's lock held
 * by a gift rule's transaction, say): two at once served one process no better, and made each of
 * several processes write smaller batches at more CPU per request (bench/README.md, `cluster-load.js`).
 */
const BATCH_LIMITS = {
  inFlight: 2,
  maxItems: 50,
  overlapAfterMs: 25,
  // One item per player reference a statement: the statement writes one per player anyway (see batchParts).
  key: ({ acting, ref }: PendingLedgerWrite) => `${acting.requireCreatorId()}:${ref.player_id ?? `@${ref.name_key}`}`,
}
const grantBatches = new StatementBatches<PendingGrant, LedgerWritten>(
  (items) => grantsInOneStatement(items, undefined),
  BATCH_LIMITS
)
const useBatches = new StatementBatches<PendingUse, UseWritten>(
  (items) => usesInOneStatement(items, undefined),
  BATCH_LIMITS
)

/** A grant or use on PostgreSQL: in a batch, or alone in the caller's transaction (until it is done). */
async function onPostgresLedger<P, R>(
  pending: P,
  outer: TransactionClientContract | undefined,
  batches: StatementBatches<P, R>,
  inOneStatement: (items: P[], outer: TransactionClientContract) => Promise<BatchOutcome<R>[]>
): Promise<R> {
  if (!outer) return batches.add(pending)
  for (;;) {
    const [outcome] = await inOneStatement([pending], outer)
    if ('error' in outcome) throw outcome.error
    if ('result' in outcome) return outcome.result
  }
}

/**
 * The changed player for the answer, with the other modules' fields; `holdings` (the player's
 * `powerups` as the ledger's statement returned them) spares reading them again.
 */
async function answerPlayer(
  acting: Acting,
  player: Parameters<typeof presentPlayers>[1][number],
  holdings: PowerupHoldingDto[] | undefined,
  outer: TransactionClientContract | undefined
) {
  const known = new Map(holdings ? [[player.id, { powerups: holdings }]] : [])
  return asLedgerPlayer((await presentPlayers(acting, [player], outer, known))[0])
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
 * A merge of players (players' onMerged): every holding and use of `fromId` now belongs to
 * `intoId`, as they were (counts, expiry, history); answers how many rows moved, for the audit.
 */
export async function movePlayerLedger(
  creatorId: number,
  fromId: number,
  intoId: number,
  trx: TransactionClientContract
) {
  const holdingsMoved = await trx
    .from('powerup_holdings')
    .where('creator_id', creatorId)
    .where('player_id', fromId)
    .update({ player_id: intoId })
  const usesMoved = await trx
    .from('powerup_uses')
    .where('creator_id', creatorId)
    .where('player_id', fromId)
    .update({ player_id: intoId })
  return { holdingsMoved: Number(holdingsMoved), usesMoved: Number(usesMoved) }
}

/**
 * Takes one unit from the player's first-expiring usable holding of `type` (a conditional
 * decrement of that holding), writes the use and its POWERUP_USED entry, one after another
 * (SQLite: PostgreSQL writes a use as one statement, see useInOneStatement), and returns the
 * holding's row after the decrement and the use's row. When the decrement takes nothing, either
 * none is left (the spec's 400) or another transaction took the last unit of that holding first
 * (its row changed under the decrement): then the next one is tried.
 */
async function consumeOne(
  acting: Acting,
  player: { id: number; name: string },
  type: PowerupType,
  trx: TransactionClientContract,
  now: DateTime
) {
  const use = { player_id: player.id, ...useRow(acting, type, now, trx) }
  const details = useDetails(acting, type)
  for (;;) {
    const at = DateTime.now()
    const firstExpiring = whereUsable(trx.from('powerup_holdings').where('player_id', player.id), at)
      .where('type', type)
      .orderByRaw(FIRST_EXPIRING_FIRST)
      .limit(1)
      .select('id')
    const [holding] = (await decrementOf(firstExpiring, trx, at)) as Record<string, any>[]
    if (holding) {
      const [used] = await trx
        .knexQuery()
        .table('powerup_uses')
        .insert({ holding_id: holding.id, ...use })
        .returning('*')
      await record(
        acting,
        POWERUP_EVENTS.POWERUP_USED,
        playerTarget(player),
        { ...details, holdingId: holding.id },
        trx
      )
      return { holding, use: used as Record<string, any>, holdings: undefined }
    }
    if (!(await firstExpiring.clone().first())) {
      throw new ApiError(400, POWERUP_MESSAGES.noneAvailable(player.name, type))
    }
  }
}

/** A use's columns but its holding and player. */
const useRow = (acting: Acting, type: PowerupType, now: DateTime, client: QueryClientContract) => ({
  creator_id: acting.requireCreatorId(),
  type,
  used_by: identityUserId(acting.identity),
  used_by_name: acting.identity.name.slice(0, 120),
  source: acting.source,
  used_at: dbTimestamp(now, client),
})

/** A POWERUP_USED entry's details (the holding's id is added once known). */
const useDetails = (acting: Acting, type: PowerupType) => ({ powerupType: type, count: 1, source: acting.source })

/** One unit less of the holding `id` (a value or subquery) if it is still usable at `at`, returning the row after it. */
const decrementOf = (id: unknown, client: QueryClientContract, at: DateTime) =>
  whereUsable(client.from('powerup_holdings').where('id', id as number), at).update(
    { count: client.getWriteClient().raw('count - 1'), updated_at: dbTimestamp(at, client) },
    ['*']
  )

/** Uses one unit of a type for a player, first-expiring first; 400 when they have none. */
export async function usePowerup(
  acting: Acting,
  input: PlayerRef & { type: string },
  outer?: TransactionClientContract
) {
  const creatorId = acting.requireCreatorId()
  const type = checkedType(input.type)
  // Other modules' USE_GUARDS (a match's limits) wrap the write when they engage.
  const lockPlayer = (trx: TransactionClientContract) => lockPlayerAsActive(acting, input, trx, dbNow())
  const { player, holding, use, holdings } = await guardedUse(
    { acting, creatorId, type },
    outer,
    lockPlayer,
    async (client) =>
      onPostgres(client)
        ? await onPostgresLedger({ acting, ref: playerRefFields(input), type }, client, useBatches, usesInOneStatement)
        : await inTransaction(client, async (trx) => {
            const now = dbNow()
            // Locked like a grant: a delete racing the use waits for it or has already won (404).
            const owner = await lockPlayerAsActive(acting, input, trx, now)
            const consumed = await consumeOne(acting, owner, type, trx, now)
            return { player: owner, ...consumed, holding: holdingDtoFromRow(consumed.holding) }
          })
  )
  afterCommit(outer, () => emitPowerupsChanged({ creatorId, reason: 'used', playerId: player.id }))
  return {
    message: POWERUP_MESSAGES.activated(type),
    use: useDtoFromRow(use),
    holding,
    player: await answerPlayer(acting, player, holdings, outer),
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
    .where('expires_at', '<=', dbTimestamp(now.plus({ days: options.days ?? SOON_TO_EXPIRE.days }), db.connection()))
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
