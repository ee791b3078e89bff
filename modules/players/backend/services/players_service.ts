import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { ApiError } from '#core/http/api_error'
import Player from '../models/player.js'
import { PLAYER_LIMITS, PLAYER_MESSAGES, playerNameKey, type PlayerDto } from '../../shared/players.js'
import { PLAYER_EVENTS, PLAYERS_CHANGED, type PlayersChangedPayload } from '../../shared/events.js'
import { playerRecord } from '../serializers.js'
import { dbNow } from './db_dates.js'
import { auditActing, type Acting } from './acting.js'
import { playerExtensions } from './player_extensions.js'

export interface PlayerInput {
  name: string
  aliases?: string[]
}
export interface PlayerUpdates {
  name?: string
  aliases?: string[]
  isActive?: boolean
}
/** A player named by id, or by name or alias (any case, with or without @). */
export type PlayerRef = { playerId: number } | { playerName: string }

type PlayerQuery = ModelQueryBuilderContract<typeof Player, Player>

/** LIKE pattern matching one element of a JSON string list exactly. */
function listElementPattern(key: string) {
  return `%${JSON.stringify(key).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Players whose name or one of whose aliases has one of `keys`. */
function answeringTo(query: PlayerQuery, keys: string[]) {
  return query.where((q) => {
    q.whereIn('name_key', keys)
    for (const key of keys) q.orWhereRaw(`alias_keys like ? escape '\\'`, [listElementPattern(key)])
  })
}

function checkedName(raw: string) {
  const name = raw.trim()
  const key = playerNameKey(name)
  if (!key) throw new ApiError(400, PLAYER_MESSAGES.emptyName)
  if (name.length > PLAYER_LIMITS.nameMax) throw new ApiError(400, PLAYER_MESSAGES.nameTooLong)
  return { name, key }
}

/** Trimmed aliases without blanks, duplicates or the player's own name. */
function checkedAliases(raw: string[], nameKey: string) {
  const seen = new Set([nameKey])
  const aliases: string[] = []
  for (const alias of raw.map((a) => a.trim())) {
    const key = playerNameKey(alias)
    if (!key || seen.has(key)) continue
    if (alias.length > PLAYER_LIMITS.nameMax) throw new ApiError(400, PLAYER_MESSAGES.aliasTooLong)
    seen.add(key)
    aliases.push(alias)
  }
  if (aliases.length > PLAYER_LIMITS.aliasesMax) throw new ApiError(400, PLAYER_MESSAGES.tooManyAliases)
  return { aliases, aliasKeys: aliases.map(playerNameKey) }
}

/** A name or alias may belong to one player of a creator only. */
async function ensureNamesFree(creatorId: number, keys: string[], exceptId: number | null, trx: TransactionClientContract) {
  const query = answeringTo(Player.query({ client: trx }).where('creator_id', creatorId), keys)
  if (exceptId !== null) query.whereNot('id', exceptId)
  if (await query.first()) throw new ApiError(400, PLAYER_MESSAGES.exists)
}

/** A race past ensureNamesFree ends on the unique index: same answer. */
function duplicateAsExists(error: unknown): never {
  const code = (error as { code?: string })?.code
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') throw new ApiError(400, PLAYER_MESSAGES.exists)
  throw error
}

function emitPlayersChanged(payload: PlayersChangedPayload) {
  emitter.emit(PLAYERS_CHANGED, payload).catch((error) => logger.error({ err: error }, 'players:changed listener failed'))
}

const target = (player: Player) => ({ type: 'PLAYER', id: player.id, name: player.name })

/** Players in the spec's shape, with what other modules add (powerups, moderator badge). */
export async function presentPlayers(creatorId: number, players: Player[]): Promise<PlayerDto[]> {
  const ids = players.map((p) => p.id)
  const extras = ids.length
    ? await Promise.all(playerExtensions().map((e) => e.present?.(creatorId, ids) ?? new Map()))
    : []
  return players.map((player) =>
    Object.assign(
      { ...playerRecord(player), powerups: [], isModerator: false },
      ...extras.map((byId) => byId.get(player.id) ?? {})
    )
  )
}

export async function findPlayerById(creatorId: number, id: number, client?: QueryClientContract) {
  if (!Number.isSafeInteger(id)) return null
  return Player.query({ client }).where('creator_id', creatorId).where('id', id).first()
}

/** The player answering to `name`: their name first, else an alias; any case, with or without @. */
export async function findPlayerByName(creatorId: number, name: string, client?: QueryClientContract) {
  const key = playerNameKey(name)
  if (!key || key.length > PLAYER_LIMITS.nameMax) return null
  const candidates = await answeringTo(Player.query({ client }).where('creator_id', creatorId), [key]).limit(5)
  return candidates.find((p) => p.nameKey === key) ?? candidates.find((p) => p.aliasKeys.includes(key)) ?? null
}

/** The referenced player of the creator, or 404 'Player not found'. */
export async function requirePlayer(creatorId: number, ref: PlayerRef, client?: QueryClientContract) {
  const player =
    'playerId' in ref
      ? await findPlayerById(creatorId, ref.playerId, client)
      : await findPlayerByName(creatorId, ref.playerName, client)
  if (!player) throw new ApiError(404, PLAYER_MESSAGES.notFound)
  return player
}

/** Every player of the creator, by name, with their active powerups. */
export async function listPlayers(creatorId: number) {
  const players = await Player.query().where('creator_id', creatorId).orderBy('name_key').orderBy('id')
  return presentPlayers(creatorId, players)
}

export async function getPlayer(creatorId: number, ref: PlayerRef) {
  const [player] = await presentPlayers(creatorId, [await requirePlayer(creatorId, ref)])
  return player
}

/** Creates a player; other modules add to it in the same transaction (starter pack). */
export async function createPlayer(acting: Acting, input: PlayerInput) {
  const { name, key } = checkedName(input.name)
  const { aliases, aliasKeys } = checkedAliases(input.aliases ?? [], key)
  const player = await db
    .transaction(async (trx) => {
      await ensureNamesFree(acting.creatorId, [key, ...aliasKeys], null, trx)
      const now = dbNow()
      const created = await Player.create(
        { creatorId: acting.creatorId, name, nameKey: key, aliases, aliasKeys, isActive: true, lastActive: now, createdAt: now },
        { client: trx }
      )
      await auditActing(acting, trx, {
        eventType: PLAYER_EVENTS.PLAYER_CREATED,
        target: target(created),
        details: { aliases, source: acting.source },
      })
      for (const extension of playerExtensions()) {
        await extension.onCreated?.(acting, { id: created.id, name: created.name }, trx)
      }
      return created
    })
    .catch(duplicateAsExists)
  emitPlayersChanged({ creatorId: acting.creatorId, reason: 'created', playerId: player.id })
  return (await presentPlayers(acting.creatorId, [player]))[0]
}

/** Renames, re-aliases, (de)activates a player; audited with the changed fields. */
export async function updatePlayer(acting: Acting, ref: PlayerRef, updates: PlayerUpdates) {
  if (updates.name === undefined && updates.aliases === undefined && updates.isActive === undefined) {
    throw new ApiError(400, 'Nothing to update')
  }
  const player = await db
    .transaction(async (trx) => {
      const row = await requirePlayer(acting.creatorId, ref, trx)
      const before = { name: row.name, aliases: row.aliases, isActive: row.isActive }
      if (updates.name !== undefined) {
        const { name, key } = checkedName(updates.name)
        row.merge({ name, nameKey: key })
      }
      if (updates.name !== undefined || updates.aliases !== undefined) {
        row.merge(checkedAliases(updates.aliases ?? row.aliases, row.nameKey))
        await ensureNamesFree(acting.creatorId, [row.nameKey, ...row.aliasKeys], row.id, trx)
      }
      if (updates.isActive !== undefined) row.isActive = updates.isActive
      const changed = (['name', 'aliases', 'isActive'] as const).filter(
        (field) => JSON.stringify(before[field]) !== JSON.stringify(row[field])
      )
      if (!changed.length) return { row, changed }
      row.useTransaction(trx)
      await row.save()
      await auditActing(acting, trx, {
        eventType: PLAYER_EVENTS.PLAYER_UPDATED,
        target: target(row),
        details: { changed, before: Object.fromEntries(changed.map((field) => [field, before[field]])), source: acting.source },
      })
      return { row, changed }
    })
    .catch(duplicateAsExists)
  if (player.changed.length) emitPlayersChanged({ creatorId: acting.creatorId, reason: 'updated', playerId: player.row.id })
  return (await presentPlayers(acting.creatorId, [player.row]))[0]
}

/** Deletes the player with all their powerups and history (spec: permanent). */
export async function deletePlayer(acting: Acting, ref: PlayerRef) {
  const deleted = await db.transaction(async (trx) => {
    const row = await requirePlayer(acting.creatorId, ref, trx)
    await auditActing(acting, trx, {
      eventType: PLAYER_EVENTS.PLAYER_DELETED,
      target: target(row),
      details: { aliases: row.aliases, source: acting.source },
    })
    row.useTransaction(trx)
    await row.delete()
    return row
  })
  emitPlayersChanged({ creatorId: acting.creatorId, reason: 'deleted', playerId: deleted.id })
  return { id: deleted.id, name: deleted.name }
}

/** Records that a player just got or used something (row and loaded model alike). */
export async function markPlayerActive(player: Player, trx: TransactionClientContract, at = dbNow()) {
  await trx.from('players').where('id', player.id).update({ last_active: at.toFormat(trx.dialect.dateTimeFormat) })
  player.lastActive = at
}

/** Dashboard figures: all players and the active ones. */
export async function playerCounts(creatorId: number) {
  const row = await db
    .from('players')
    .where('creator_id', creatorId)
    .select(db.raw('count(*) as total'), db.raw('sum(case when is_active = ? then 1 else 0 end) as active', [true]))
    .first()
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) }
}

/** Serialises changes to one player's holdings (PostgreSQL row lock; SQLite writes are serial). */
export async function lockPlayer(playerId: number, trx: TransactionClientContract) {
  if (trx.dialect.name === 'postgres') await trx.from('players').where('id', playerId).forUpdate().select('id')
}

/** Subquery of the creator's active players' ids, for `whereIn('player_id', …)`. */
export function activePlayerIds(creatorId: number, client?: QueryClientContract) {
  return (client ?? db.connection()).from('players').where('creator_id', creatorId).where('is_active', true).select('id')
}

/** Names of the creator's players by id. */
export async function playerNames(creatorId: number, ids: number[], client?: QueryClientContract) {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map<number, string>()
  const rows = await (client ?? db.connection())
    .from('players')
    .where('creator_id', creatorId)
    .whereIn('id', unique)
    .select('id', 'name')
  return new Map<number, string>(rows.map((row) => [Number(row.id), row.name]))
}
