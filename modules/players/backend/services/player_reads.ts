import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { ApiError } from '#core/http/api_error'
import Player from '../models/player.js'
import { PLAYER_MESSAGES, playerNameKey, type PlayerDto } from '../../shared/players.js'
import { playerRecord, type PlayerRecord } from '../serializers.js'
import { playerExtensions } from './player_extensions.js'
import type { PlayerExtension } from '../extension_points.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

/*
| The roster's reads: players as the API answers them (with what other modules add), a player by
| reference, and the figures and ids other modules read.
*/

/** A player named by id, or by name or alias (any case, with or without @). */
export type PlayerRef = { playerId: number } | { playerName: string }

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
