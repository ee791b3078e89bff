import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { recordActivity } from '#core/activity'
import { ApiError } from '#core/http/api_error'
import Player from '../models/player.js'
import { PLAYER_LIMITS, PLAYER_MESSAGES, playerNameKey } from '../../shared/players.js'
import { PLAYER_EVENTS } from '../../shared/events.js'
import { playerExtensions } from './player_extensions.js'
import { afterCommit, inTransaction } from '#core/database/in_transaction'
import { claimNames, isUniqueViolation, keysOf, lockCreatorNames } from './player_names.js'
import { presentPlayers, referencedPlayer } from './player_reads.js'
import { emitPlayersChanged, target } from './players_service.js'
import { TIKTOK_IDENTITY_MESSAGES, TIKTOK_ID_LIMITS } from './tiktok_identity.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

/**
 * The creator's two players, each locked until the transaction ends (PostgreSQL), in id order so
 * two merges of the same pair never wait on each other crosswise; 404 when either is not theirs.
 */
async function lockPair(creatorId: number, ids: [number, number], trx: TransactionClientContract) {
  const [first, second] = [...ids].sort((a, b) => a - b)
  const rows = new Map<number, Player>()
  for (const id of [first, second]) {
    rows.set(id, await referencedPlayer(creatorId, { playerId: id }, trx, { forUpdate: true }))
  }
  return ids.map((id) => rows.get(id)!) as [Player, Player]
}

/**
 * Merges player `fromPlayerId` into `intoPlayerId` (same creator) in one transaction: every other
 * module moves what it keeps of the merged player (powerups: holdings and uses) through its
 * `onMerged` extension, the merged player's name and aliases become aliases of the kept one, its
 * TikTok identity moves over, and it is deleted. Audited PLAYER_MERGED on the kept player.
 */
export async function mergePlayers(
  acting: Acting,
  input: { intoPlayerId: number; fromPlayerId: number },
  outer?: TransactionClientContract
) {
  const creatorId = acting.requireCreatorId()
  if (input.intoPlayerId === input.fromPlayerId)
    throw new ApiError(400, PLAYER_MESSAGES.mergeIntoSelf, PLAYERS_ERRORS.merge_into_self)
  const merged = await inTransaction(outer, async (trx) => {
    await lockCreatorNames(creatorId, trx)
    const [into, from] = await lockPair(creatorId, [input.intoPlayerId, input.fromPlayerId], trx)
    if (into.tiktokUserId && from.tiktokUserId && into.tiktokUserId !== from.tiktokUserId) {
      throw new ApiError(409, PLAYER_MESSAGES.mergeIdentityConflict, PLAYERS_ERRORS.merge_identity_conflict)
    }
    const known = new Set(keysOf(into))
    const added: string[] = []
    for (const alias of [from.name, ...from.aliases]) {
      const key = playerNameKey(alias)
      if (!key || known.has(key)) continue
      known.add(key)
      added.push(alias)
    }
    if (into.aliases.length + added.length > PLAYER_LIMITS.aliasesMax) {
      throw new ApiError(400, PLAYER_MESSAGES.mergeTooManyAliases(into.name), PLAYERS_ERRORS.merge_too_many_aliases, {
        name: into.name,
        max: PLAYER_LIMITS.aliasesMax,
      })
    }

    const moved: Record<string, unknown> = {}
    for (const extension of playerExtensions()) {
      const counts = await extension.onMerged?.(
        acting,
        { into: { id: into.id, name: into.name }, from: { id: from.id, name: from.name } },
        trx
      )
      Object.assign(moved, counts ?? {})
    }
    // The merged player's names and identity are freed by its deletion, then taken by the kept one.
    from.useTransaction(trx)
    await from.delete()
    // The merged player no longer counts among their first day's new players.
    await recordActivity(trx, [{ creatorId, at: from.createdAt.toJSDate() }])
    const aliasesBefore = into.aliases
    into.merge({
      aliases: [...into.aliases, ...added],
      aliasKeys: [...into.aliasKeys, ...added.map(playerNameKey)],
      tiktokUserId: into.tiktokUserId ?? from.tiktokUserId,
      tiktokSecUid: into.tiktokSecUid ?? (into.tiktokUserId ? null : from.tiktokSecUid),
    })
    await claimNames(into, added.map(playerNameKey), trx)
    into.useTransaction(trx)
    await into.save()
    await record(
      acting,
      PLAYER_EVENTS.PLAYER_MERGED,
      target(into),
      {
        mergedId: from.id,
        mergedName: from.name,
        aliasesBefore,
        aliasesAdded: added,
        tiktokUserId: into.tiktokUserId,
        ...moved,
        source: acting.source,
      },
      trx
    )
    afterCommit(trx, () => {
      emitPlayersChanged({ creatorId, reason: 'deleted', playerId: from.id })
      emitPlayersChanged({ creatorId, reason: 'updated', playerId: into.id })
    })
    return { into, from: { id: from.id, name: from.name } }
  })
  return { player: (await presentPlayers(acting, [merged.into], outer))[0], merged: merged.from }
}

/**
 * A moderator links a player to a TikTok user id (or unlinks with null): 409 when another player
 * of the creator holds that id (the unique index settles a race the same way). Audited
 * PLAYER_TIKTOK_LINKED with the id before; nothing is written when nothing changes.
 */
export async function linkTikTokIdentity(
  acting: Acting,
  input: { playerId: number; tiktokUserId: string | null; tiktokSecUid?: string | null },
  outer?: TransactionClientContract
) {
  const creatorId = acting.requireCreatorId()
  const userId = input.tiktokUserId?.trim() || null
  if (userId && !(/^\d+$/.test(userId) && userId.length <= TIKTOK_ID_LIMITS.userIdMax)) {
    throw new ApiError(400, TIKTOK_IDENTITY_MESSAGES.userIdInvalid, PLAYERS_ERRORS.tiktok_user_id_invalid, {
      max: TIKTOK_ID_LIMITS.userIdMax,
    })
  }
  const secUid = userId ? input.tiktokSecUid?.trim() || null : null
  const row = await inTransaction(outer, async (trx) => {
    const player = await referencedPlayer(creatorId, { playerId: input.playerId }, trx, { forUpdate: true })
    const before = player.tiktokUserId
    if (before === userId && (input.tiktokSecUid === undefined || player.tiktokSecUid === secUid)) return player
    if (userId) {
      const holder = await Player.query({ client: trx })
        .where('creator_id', creatorId)
        .where('tiktok_user_id', userId)
        .whereNot('id', player.id)
        .first()
      if (holder)
        throw new ApiError(
          409,
          PLAYER_MESSAGES.tiktokUserTaken(userId, holder.name),
          PLAYERS_ERRORS.tiktok_user_taken,
          {
            userId,
            name: holder.name,
          }
        )
    }
    player.merge({
      tiktokUserId: userId,
      tiktokSecUid: input.tiktokSecUid === undefined && before === userId ? player.tiktokSecUid : secUid,
    })
    player.useTransaction(trx)
    await player.save()
    await record(
      acting,
      PLAYER_EVENTS.PLAYER_TIKTOK_LINKED,
      target(player),
      { tiktokUserId: userId, before, matchedBy: 'moderator', source: acting.source },
      trx
    )
    afterCommit(trx, () => emitPlayersChanged({ creatorId, reason: 'updated', playerId: player.id }))
    return player
  }).catch((error) => {
    if (isUniqueViolation(error))
      throw new ApiError(
        409,
        PLAYER_MESSAGES.tiktokUserTaken(userId!, 'another player'),
        PLAYERS_ERRORS.tiktok_user_taken,
        {
          userId: userId!,
          name: 'another player',
        }
      )
    throw error
  })
  return (await presentPlayers(acting, [row], outer))[0]
}
