import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { recordActivity } from '#core/activity'
import { record } from '#core/audit/recorder'
import { afterCommit, inTransaction } from '#core/database/in_transaction'
import { dbNow } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { push } from '#core/push/push_service'
import Player from '../models/player.js'
import { PLAYER_MESSAGES } from '../../shared/players.js'
import { PLAYER_EVENTS, PLAYERS_CHANGED, type PlayersChangedPayload } from '../../shared/events.js'
import { PLAYERS_CHANGED_TOPIC } from '../../shared/push.js'
import { playerExtensions } from './player_extensions.js'
import {
  checkedAliases,
  checkedName,
  claimNames,
  duplicateAsExists,
  keysOf,
  lockCreatorNames,
  syncNames,
} from './player_names.js'
import { presentPlayers, referencedPlayer, type PlayerRef } from './player_reads.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

/*
| The roster's writes: a player created, updated or deleted, audited, with other modules' part in
| the same transaction (PLAYER_EXTENSIONS), announced after the commit. Names are in
| player_names.ts, reads in player_reads.ts, the ledger's locks in player_locks.ts.
*/

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

/** After a committed change: the emitter event for other modules' listeners, the push for screens. */
export function emitPlayersChanged(payload: PlayersChangedPayload) {
  push.publish(payload.creatorId, PLAYERS_CHANGED_TOPIC)
  emitter
    .emit(PLAYERS_CHANGED, payload)
    .catch((error) => logger.error({ err: error }, 'players:changed listener failed'))
}

export const target = (player: Player) => ({ type: 'PLAYER', id: player.id, name: player.name })

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
