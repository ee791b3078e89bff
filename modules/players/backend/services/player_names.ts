import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/http/api_error'
import type Player from '../models/player.js'
import { PLAYER_LIMITS, PLAYER_MESSAGES, playerNameKey } from '../../shared/players.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

/*
| A player's names: the checks of a name and aliases, and the `player_names` keys that make each
| name or alias belong to one player of a creator.
*/

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
