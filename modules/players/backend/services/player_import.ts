import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { ApiError } from '#core/http/api_error'
import { PLAYER_MESSAGES, playerNameKey } from '../../shared/players.js'
import { checkedAliases, checkedName, keysOf, lockCreatorNames, syncNames } from './player_names.js'
import { findPlayerByName } from './player_reads.js'
import { emitPlayersChanged, insertPlayer } from './players_service.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

/** A player as an import file names them. */
export interface ImportedPlayer {
  name: string
  aliases: string[]
  /** Omitted: a new player is active, an existing one keeps their status. */
  isActive?: boolean
}

export interface ImportedPlayerResult {
  id: number
  name: string
  action: 'created' | 'updated' | 'unchanged'
}

/** Refuses a key another player of the creator already answers to (before anything is written). */
async function ensureFree(creatorId: number, keys: string[], trx: TransactionClientContract, ownerId?: number) {
  if (!keys.length) return
  const taken = await trx.from('player_names').where('creator_id', creatorId).whereIn('name_key', keys).first()
  if (taken && Number(taken.player_id) !== ownerId) {
    throw new ApiError(
      400,
      `${PLAYER_MESSAGES.exists}: '${taken.name_key}' is another player's name or alias`,
      PLAYERS_ERRORS.name_taken,
      { name: taken.name_key }
    )
  }
}

/**
 * One player of an import, inside the import's transaction: created by insertPlayer when no
 * player answers to the name (as imported: no starter pack and no entry of its own, the import's
 * one audit entry counts them), else given the aliases they lack and the status the file says.
 * Every check runs before the first write, so a refused player (400) leaves nothing behind in
 * the transaction.
 */
export async function upsertImportedPlayer(
  acting: Acting,
  entry: ImportedPlayer,
  trx: TransactionClientContract
): Promise<ImportedPlayerResult> {
  const creatorId = acting.requireCreatorId()
  await lockCreatorNames(creatorId, trx)
  const { name, key } = checkedName(entry.name)
  const existing = await findPlayerByName(acting, name, trx, { forUpdate: true })
  if (!existing) {
    const { aliases, aliasKeys } = checkedAliases(entry.aliases, key)
    await ensureFree(creatorId, [key, ...aliasKeys], trx)
    const created = await insertPlayer(acting, { name, aliases, isActive: entry.isActive }, trx, { imported: true })
    return { id: created.id, name: created.name, action: 'created' }
  }
  const known = new Set(keysOf(existing))
  const added = entry.aliases.filter((alias) => !known.has(playerNameKey(alias)))
  const statusChanges = entry.isActive !== undefined && entry.isActive !== existing.isActive
  if (!added.length && !statusChanges) return { id: existing.id, name: existing.name, action: 'unchanged' }
  const aliases = checkedAliases([...existing.aliases, ...added], existing.nameKey)
  await ensureFree(creatorId, aliases.aliasKeys, trx, existing.id)
  existing.merge(aliases)
  if (entry.isActive !== undefined) existing.isActive = entry.isActive
  await syncNames(existing, trx)
  existing.useTransaction(trx)
  await existing.save()
  trx.after('commit', () => emitPlayersChanged({ creatorId, reason: 'updated', playerId: existing.id }))
  return { id: existing.id, name: existing.name, action: 'updated' }
}
