import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { dbNow, dbTimestamp } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import Player from '../models/player.js'
import { PLAYER_MESSAGES, playerNameKey } from '../../shared/players.js'
import { playerRecordJson } from '../serializers.js'
import type { PlayerRef } from './player_reads.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

/*
| The locks of the ledger's writes (powerups) on the players they write for: one player marked
| active and locked, or a set of them as parts of one PostgreSQL statement.
*/

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

/** A `players` row (as the database returns it) as the model. */
const playerFromRow = (row: Record<string, unknown>) => Player.$createFromAdapterResult(row)!
