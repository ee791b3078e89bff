/*
 * Over 400 lines: player writes, queries and the record's shape together. Issue 34 cuts it by
 * capability and gives the player record one field table.
 */
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { recordActivity } from '#core/activity'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbNow, dbTimestamp, isoTimestampSql } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { push } from '#core/push/push_service'
import Player from '../models/player.js'
import { PLAYER_LIMITS, PLAYER_MESSAGES, playerNameKey, type PlayerDto } from '../../shared/players.js'
import { PLAYER_EVENTS, PLAYERS_CHANGED, type PlayersChangedPayload } from '../../shared/events.js'
import { PLAYERS_CHANGED_TOPIC } from '../../shared/push.js'
import { playerRecord, type PlayerRecord } from '../serializers.js'
import { playerExtensions } from './player_extensions.js'
import type { PlayerExtension } from '../extension_points.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

export type { PlayerRecord }

export interface PlayerInput {
  name: string
  aliases?: string[]
  /** The viewer's TikTok identity, stored with the new player (resolveTikTokPlayer). */
  tiktok?: { userId: string; secUid?: string | null }
  /** Default true (an import may add inactive players). */
  isActive?: boolean
}
export interface InsertPlayerOptions {
  /**
   * Part of an import (upsertImportedPlayer): no entry of its own (the import's one audit entry
   * counts its players) and no work of other modules (no starter pack).
   */
  imported?: boolean
}
export interface PlayerUpdates {
  /** Null: a name sent empty. */
  name?: string | null
  aliases?: string[]
  isActive?: boolean
}
/** A player named by id, or by name or alias (any case, with or without @). */
export type PlayerRef = { playerId: number } | { playerName: string }
/** Writes join the caller's transaction when given one, else run in their own. */
type Transaction = TransactionClientContract | undefined

export function inTransaction<T>(trx: Transaction, work: (trx: TransactionClientContract) => Promise<T>): Promise<T> {
  return trx ? work(trx) : db.transaction(work)
}

/** Runs `effect` once the change is committed (at once when the write had its own transaction). */
export function afterCommit(trx: Transaction, effect: () => void) {
  if (trx) trx.after('commit', effect)
  else effect()
}

export function checkedName(raw: string) {
  const name = raw.trim()
  const key = playerNameKey(name)
  if (!key) throw new ApiError(400, PLAYER_MESSAGES.emptyName, PLAYERS_ERRORS.empty_name)
  if (name.length > PLAYER_LIMITS.nameMax)
    throw new ApiError(400, PLAYER_MESSAGES.nameTooLong, PLAYERS_ERRORS.name_too_long, { max: PLAYER_LIMITS.nameMax })
  return { name, key }
}

/** Trimmed aliases without blanks, duplicates or the player's own name. */
export function checkedAliases(raw: string[], nameKey: string) {
  const seen = new Set([nameKey])
  const aliases: string[] = []
  for (const alias of raw.map((a) => a.trim())) {
    const key = playerNameKey(alias)
    if (!key || seen.has(key)) continue
    if (alias.length > PLAYER_LIMITS.nameMax)
      throw new ApiError(400, PLAYER_MESSAGES.aliasTooLong, PLAYERS_ERRORS.alias_too_long, {
        max: PLAYER_LIMITS.nameMax,
      })
    seen.add(key)
    aliases.push(alias)
  }
  if (aliases.length > PLAYER_LIMITS.aliasesMax)
    throw new ApiError(400, PLAYER_MESSAGES.tooManyAliases, PLAYERS_ERRORS.too_many_aliases, {
      max: PLAYER_LIMITS.aliasesMax,
    })
  return { aliases, aliasKeys: aliases.map(playerNameKey) }
}

/** The keys a player answers to: their name's, then their aliases'. */
export const keysOf = (player: Pick<Player, 'nameKey' | 'aliasKeys'>) => [player.nameKey, ...player.aliasKeys]

/** Class ('PN') of the PostgreSQL advisory locks on a creator's player names. */
const PLAYER_NAMES_LOCK = 0x504e

/**
 * Changes to one creator's player names run one at a time (a transaction-scoped advisory lock
 * on PostgreSQL; SQLite runs one write transaction at a time), so the check below is exact and
 * two name changes never deadlock on each other's keys.
 */
export async function lockCreatorNames(creatorId: number, trx: TransactionClientContract) {
  if (trx.dialect.name === 'postgres')
    await trx.rawQuery('select pg_advisory_xact_lock(?, ?)', [PLAYER_NAMES_LOCK, creatorId])
}

/**
 * Gives `keys` to the player in the `player_names` table, whose primary key (creator, key) is
 * what makes a name or alias belong to one player of a creator only.
 */
export async function claimNames(player: Player, keys: string[], trx: TransactionClientContract) {
  if (!keys.length) return
  if (await trx.from('player_names').where('creator_id', player.creatorId).whereIn('name_key', keys).first()) {
    throw new ApiError(400, PLAYER_MESSAGES.exists, PLAYERS_ERRORS.exists)
  }
  await trx
    .table('player_names')
    .insert(keys.map((key) => ({ creator_id: player.creatorId, name_key: key, player_id: player.id })))
}

/**
 * After a rename or re-alias: frees the keys the player no longer answers to and claims the new
 * ones (an alias another player already holds is refused, even one kept from before the table).
 */
export async function syncNames(player: Player, trx: TransactionClientContract) {
  const held: string[] = (await trx.from('player_names').where('player_id', player.id).select('name_key')).map(
    (row) => row.name_key
  )
  const wanted = keysOf(player)
  const freed = held.filter((key) => !wanted.includes(key))
  if (freed.length) await trx.from('player_names').where('player_id', player.id).whereIn('name_key', freed).delete()
  await claimNames(
    player,
    wanted.filter((key) => !held.includes(key)),
    trx
  )
}

/** The unique keys are the last word on a race: same answer as the check. */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string })?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

export function duplicateAsExists(error: unknown): never {
  if (isUniqueViolation(error)) throw new ApiError(400, PLAYER_MESSAGES.exists, PLAYERS_ERRORS.exists)
  throw error
}

/** After a committed change: the emitter event for other modules' listeners, the push for screens. */
export function emitPlayersChanged(payload: PlayersChangedPayload) {
  push.publish(payload.creatorId, PLAYERS_CHANGED_TOPIC)
  emitter
    .emit(PLAYERS_CHANGED, payload)
    .catch((error) => logger.error({ err: error }, 'players:changed listener failed'))
}

export const target = (player: Player) => ({ type: 'PLAYER', id: player.id, name: player.name })

/**
 * Players in the spec's shape, with what other modules add (their extensions' fields, read
 * through `client` when the change is not committed yet). `known`: fields the caller already
 * has by player id (e.g. the ledger's `powerups` from the statement that changed them); an
 * extension whose fields are all known for every player is not asked.
 */
export async function presentPlayers(
  acting: Acting,
  players: Array<Player | PlayerRecord>,
  client?: QueryClientContract,
  known: Map<number, Record<string, unknown>> = new Map()
): Promise<PlayerDto[]> {
  const creatorId = acting.requireCreatorId()
  const ids = players.map((p) => p.id)
  const extensions = playerExtensions()
  const defaults = extensions.map((e) => e.defaults ?? {})
  const knownFor = (e: PlayerExtension) => {
    const fields = Object.keys(e.defaults ?? {})
    return fields.length > 0 && ids.every((id) => fields.every((field) => known.get(id)?.[field] !== undefined))
  }
  const extras = ids.length
    ? await Promise.all(
        extensions.map((e) =>
          knownFor(e) ? new Map() : (e.present?.(creatorId, ids, client) ?? new Map<number, Record<string, unknown>>())
        )
      )
    : []
  return players.map((player) =>
    Object.assign(
      { ...(player instanceof Player ? playerRecord(player) : player), isModerator: false },
      ...defaults,
      ...extras.map((byId) => byId.get(player.id) ?? {}),
      known.get(player.id) ?? {}
    )
  )
}

/**
 * How a write reads the player it changes: `forUpdate` holds their row until the transaction
 * ends (PostgreSQL), so a concurrent delete either waits for it or has already won (not found).
 */
export interface PlayerReadOptions {
  forUpdate?: boolean
}

function playerQuery(creatorId: number, client: QueryClientContract | undefined, options: PlayerReadOptions) {
  const query = Player.query({ client }).where('creator_id', creatorId)
  if (options.forUpdate && client?.dialect.name === 'postgres') query.forUpdate()
  return query
}

async function findPlayerById(
  creatorId: number,
  id: number,
  client?: QueryClientContract,
  options: PlayerReadOptions = {}
) {
  if (!Number.isSafeInteger(id)) return null
  return playerQuery(creatorId, client, options).where('id', id).first()
}

/** Subquery of the ids of the creator's player answering to a name key (name or alias). */
const idsNamed = (creatorId: number, key: string) =>
  db.from('player_names').where('creator_id', creatorId).where('name_key', key).select('player_id')

export async function findByName(
  creatorId: number,
  name: string,
  client?: QueryClientContract,
  options: PlayerReadOptions = {}
) {
  const key = playerNameKey(name)
  if (!key) return null
  return playerQuery(creatorId, client, options).whereIn('id', idsNamed(creatorId, key)).first()
}

/** The acting creator's player answering to `name` (their name or an alias; any case, with or without @). */
export function findPlayerByName(
  acting: Acting,
  name: string,
  trx?: QueryClientContract,
  options: PlayerReadOptions = {}
) {
  return findByName(acting.requireCreatorId(), name, trx, options)
}

export async function referencedPlayer(
  creatorId: number,
  ref: PlayerRef,
  client?: QueryClientContract,
  options: PlayerReadOptions = {}
) {
  const player =
    'playerId' in ref
      ? await findPlayerById(creatorId, ref.playerId, client, options)
      : await findByName(creatorId, ref.playerName, client, options)
  if (!player) throw new ApiError(404, PLAYER_MESSAGES.notFound, PLAYERS_ERRORS.not_found)
  return player
}

/** The referenced player of the acting creator, or 404 'Player not found'. */
export function requirePlayer(
  acting: Acting,
  ref: PlayerRef,
  trx?: QueryClientContract,
  options: PlayerReadOptions = {}
) {
  return referencedPlayer(acting.requireCreatorId(), ref, trx, options)
}

/** Every player of the acting creator, by name, with what other modules add. */
export async function listPlayers(acting: Acting) {
  const creatorId = acting.requireCreatorId()
  const players = await Player.query().where('creator_id', creatorId).orderBy('name_key').orderBy('id')
  return presentPlayers(acting, players)
}

/** Creates a player; other modules add to it in the same transaction (starter pack). */
export async function createPlayer(acting: Acting, input: PlayerInput, trx?: TransactionClientContract) {
  const player = await insertPlayer(acting, input, trx)
  return (await presentPlayers(acting, [player], trx))[0]
}

/** createPlayer's work, answering the stored row (no presentation: the identity resolver and the import need none). */
export async function insertPlayer(
  acting: Acting,
  input: PlayerInput,
  trx?: TransactionClientContract,
  options: InsertPlayerOptions = {}
) {
  const creatorId = acting.requireCreatorId()
  const { name, key } = checkedName(input.name)
  const { aliases, aliasKeys } = checkedAliases(input.aliases ?? [], key)
  const player = await inTransaction(trx, async (client) => {
    await lockCreatorNames(creatorId, client)
    const now = dbNow()
    const created = await Player.create(
      {
        creatorId,
        name,
        nameKey: key,
        aliases,
        aliasKeys,
        isActive: input.isActive ?? true,
        lastActive: now,
        createdAt: now,
        tiktokUserId: input.tiktok?.userId ?? null,
        tiktokSecUid: input.tiktok?.secUid ?? null,
      },
      { client }
    )
    await claimNames(created, keysOf(created), client)
    // Today's new players, in the analytics figures (core/activity).
    await recordActivity(client, [{ creatorId }])
    if (options.imported) return created
    const identity = input.tiktok ? { tiktokUserId: input.tiktok.userId } : {}
    await record(
      acting,
      PLAYER_EVENTS.PLAYER_CREATED,
      target(created),
      { aliases, ...identity, source: acting.source },
      client
    )
    for (const extension of playerExtensions()) {
      await extension.onCreated?.(acting, { id: created.id, name: created.name }, client)
    }
    return created
  }).catch(duplicateAsExists)
  afterCommit(trx, () => emitPlayersChanged({ creatorId, reason: 'created', playerId: player.id }))
  return player
}

/** Renames, re-aliases, (de)activates a player; audited with the changed fields. */
export async function updatePlayer(
  acting: Acting,
  input: PlayerRef & { updates: PlayerUpdates },
  outer?: TransactionClientContract
) {
  const creatorId = acting.requireCreatorId()
  const { updates } = input
  if (updates.name === null) throw new ApiError(400, PLAYER_MESSAGES.emptyName, PLAYERS_ERRORS.empty_name)
  if (updates.name === undefined && updates.aliases === undefined && updates.isActive === undefined) {
    throw new ApiError(400, 'Nothing to update', PLAYERS_ERRORS.nothing_to_update)
  }
  const player = await inTransaction(outer, async (trx) => {
    const renames = updates.name !== undefined || updates.aliases !== undefined
    if (renames) await lockCreatorNames(creatorId, trx)
    const row = await referencedPlayer(creatorId, input, trx, { forUpdate: true })
    const before = { name: row.name, aliases: row.aliases, isActive: row.isActive }
    if (typeof updates.name === 'string') {
      const { name, key } = checkedName(updates.name)
      row.merge({ name, nameKey: key })
    }
    if (renames) {
      row.merge(checkedAliases(updates.aliases ?? row.aliases, row.nameKey))
      await syncNames(row, trx)
    }
    if (updates.isActive !== undefined) row.isActive = updates.isActive
    const changed = (['name', 'aliases', 'isActive'] as const).filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(row[field])
    )
    if (!changed.length) return { row, changed }
    row.useTransaction(trx)
    await row.save()
    const previous = Object.fromEntries(changed.map((field) => [field, before[field]]))
    await record(
      acting,
      PLAYER_EVENTS.PLAYER_UPDATED,
      target(row),
      { changed, before: previous, source: acting.source },
      trx
    )
    return { row, changed }
  }).catch(duplicateAsExists)
  if (player.changed.length) {
    afterCommit(outer, () => emitPlayersChanged({ creatorId, reason: 'updated', playerId: player.row.id }))
  }
  return (await presentPlayers(acting, [player.row], outer))[0]
}

/** Deletes the player with their names, powerups and history (spec: permanent; all cascade). */
export async function deletePlayer(acting: Acting, ref: PlayerRef, outer?: TransactionClientContract) {
  const creatorId = acting.requireCreatorId()
  const deleted = await inTransaction(outer, async (trx) => {
    const row = await referencedPlayer(creatorId, ref, trx, { forUpdate: true })
    await record(
      acting,
      PLAYER_EVENTS.PLAYER_DELETED,
      target(row),
      { aliases: row.aliases, source: acting.source },
      trx
    )
    for (const extension of playerExtensions()) await extension.onDeleted?.(acting, { id: row.id, name: row.name }, trx)
    row.useTransaction(trx)
    await row.delete()
    // The player no longer counts among their first day's new players.
    await recordActivity(trx, [{ creatorId, at: row.createdAt.toJSDate() }])
    return row
  })
  afterCommit(outer, () => emitPlayersChanged({ creatorId, reason: 'deleted', playerId: deleted.id }))
  return { id: deleted.id, name: deleted.name }
}

/** The referenced player of the acting creator (a query of `players`); 404 for a reference that names no one. */
function referencedPlayerQuery(acting: Acting, ref: PlayerRef, client: QueryClientContract) {
  const creatorId = acting.requireCreatorId()
  const query = client.knexQuery().table('players').where('creator_id', creatorId)
  if ('playerId' in ref) {
    if (!Number.isSafeInteger(ref.playerId)) throw new ApiError(404, PLAYER_MESSAGES.notFound, PLAYERS_ERRORS.not_found)
    return query.where('id', ref.playerId)
  }
  const key = playerNameKey(ref.playerName)
  if (!key) throw new ApiError(404, PLAYER_MESSAGES.notFound, PLAYERS_ERRORS.not_found)
  // A name key names at most one player (player_names' key): `=` lets the planner find it by id.
  return query.where(
    'id',
    client.knexQuery().from('player_names').where({ creator_id: creatorId, name_key: key }).select('player_id')
  )
}

/**
 * The referenced player of the acting creator, marked active at `at` and locked until `trx`
 * ends, in one statement: the UPDATE … RETURNING takes the row lock (so parallel ledger writes
 * for a player go in turn, and a concurrent delete waits or has already won: 404).
 */
export async function lockPlayerAsActive(acting: Acting, ref: PlayerRef, trx: TransactionClientContract, at = dbNow()) {
  const query = referencedPlayerQuery(acting, ref, trx).update({ last_active: dbTimestamp(at, trx) }, ['*'])
  const [row] = await query
  if (!row) throw new ApiError(404, PLAYER_MESSAGES.notFound, PLAYERS_ERRORS.not_found)
  return playerFromRow(row)
}

/** A reference as the bound fields of playerSetLockParts' items: 404 as lockPlayerAsActive when it names no one. */
export function playerRefFields(ref: PlayerRef) {
  if ('playerId' in ref) {
    if (!Number.isSafeInteger(ref.playerId)) throw new ApiError(404, PLAYER_MESSAGES.notFound, PLAYERS_ERRORS.not_found)
    return { player_id: ref.playerId, name_key: null }
  }
  const key = playerNameKey(ref.playerName)
  if (!key) throw new ApiError(404, PLAYER_MESSAGES.notFound, PLAYERS_ERRORS.not_found)
  return { player_id: null, name_key: key }
}

/**
 * lockPlayerAsActive as parts of one PostgreSQL statement (data-modifying `with` parts) that
 * writes for one or several players (a batch of grants or uses), as SQL texts that bind nothing.
 * `items` names the statement's part of references, columns `idx`, `creator_id`, `at` and
 * playerRefFields'. `referenced` is each item's player id as its reference resolves (null:
 * nobody). `locked` holds the players' rows with the first item that names each (`idx`), locked
 * in id order, so that two batches never wait for each other in a circle; a later item naming the
 * same player is not locked (it is for another statement).
 * `touch(changed)` marks active, at its item's `at`, the player of each row of the part
 * `changed` (columns `player_id`, `idx`) and returns their rows. `record(part)` is a row of the
 * part as the player's record in JSON, for the statement's answer.
 *
 * `referenced` reads each item's player by primary key alone, then checks its creator: with the
 * creator in the lookup, a generic plan made on stale statistics (a new or fast-growing table)
 * read by creator instead, every player of the creator for each item. `referenced` brings a part
 * `named` with it (each item's player id as named), materialized so that the name's lookup runs
 * once per item.
 */
export function playerSetLockParts(items: string) {
  return {
    referenced: `named as materialized (select i.idx, i.creator_id, coalesce(i.player_id, (select n.player_id
        from "player_names" n where n.creator_id = i.creator_id and n.name_key = i.name_key)) as player_id from "${items}" i),
      referenced as (select named.idx, case when (select p.creator_id from "players" p where p.id = named.player_id)
        = named.creator_id then named.player_id end as player_id from named)`,
    locked: `locked as (select p.*, r.idx from "players" p
      join (select distinct on (player_id) idx, player_id from referenced where player_id is not null order by player_id, idx) r
      on p.id = r.player_id order by p.id for update of p)`,
    touch: (changed: string) =>
      `touched as (update "players" p set "last_active" = i.at from "${changed}" c join "${items}" i on i.idx = c.idx
      where p.id = c.player_id returning p.*)`,
    record: playerRecordJson,
  }
}

/**
 * The `players` row of the statement part `part` as the player's record in JSON (PostgreSQL),
 * what playerRecord makes of the model: its keys in that order, the timestamps in the API's ISO
 * form, so the answer reads the same to the byte without a model, a Date or a Luxon DateTime per
 * player. Null when the part has no row. One JSON column: the answer keeps its shape when a
 * migration adds a column (a prepared statement's answer must not change shape, see prepared()).
 */
const playerRecordJson = (part: string) => `case when "${part}".id is null then null else json_build_object(
  'id', "${part}".id, 'name', "${part}".name, 'aliases', "${part}".aliases::json, 'isActive', "${part}".is_active,
  'tiktokUserId', "${part}".tiktok_user_id, 'lastActive', ${isoTimestampSql(`"${part}".last_active`)},
  'createdAt', ${isoTimestampSql(`"${part}".created_at`)}) end`

/** A `players` row (as the database returns it) as the model. */
const playerFromRow = (row: Record<string, unknown>) => Player.$createFromAdapterResult(row)!

/** Dashboard figures: all players and the active ones. */
export async function playerCounts(acting: Acting) {
  const creatorId = acting.requireCreatorId()
  const row = await db
    .from('players')
    .where('creator_id', creatorId)
    .select(db.raw('count(*) as total'), db.raw('sum(case when is_active = ? then 1 else 0 end) as active', [true]))
    .first()
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) }
}

/** Subquery of the acting creator's active players' ids, for `whereIn('player_id', …)`. */
export function activePlayerIds(acting: Acting, client?: QueryClientContract) {
  return activePlayerIdsOf([acting.requireCreatorId()], client)
}

/** activePlayerIds for several creators (figures across creators: the admin's lists and statistics). */
export function activePlayerIdsOf(creatorIds: number[], client?: QueryClientContract) {
  return (client ?? db.connection())
    .from('players')
    .whereIn('creator_id', creatorIds)
    .where('is_active', true)
    .select('id')
}

/** Names of the acting creator's players by id. */
export async function playerNames(acting: Acting, ids: number[], client?: QueryClientContract) {
  const creatorId = acting.requireCreatorId()
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map<number, string>()
  const rows = await (client ?? db.connection())
    .from('players')
    .where('creator_id', creatorId)
    .whereIn('id', unique)
    .select('id', 'name')
  return new Map<number, string>(rows.map((row) => [Number(row.id), row.name]))
}
