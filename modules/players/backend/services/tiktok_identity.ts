import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { withSavepoint } from '#core/database/savepoint'
import { record } from '#core/audit/recorder'
import { ApiError } from '#core/http/api_error'
import Player from '../models/player.js'
import { PLAYER_LIMITS, PLAYER_MESSAGES, playerNameKey } from '../../shared/players.js'
import { PLAYER_EVENTS } from '../../shared/events.js'
import { afterCommit } from '#core/database/in_transaction'
import { claimNames, isUniqueViolation, keysOf, lockCreatorNames } from './player_names.js'
import { findByName } from './player_reads.js'
import { emitPlayersChanged, insertPlayer, target } from './players_service.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

/** Who sent a gift or chat on TikTok: the stable ids when the platform names them, and the handle. */
export interface TikTokIdentity {
  userId?: string | null
  secUid?: string | null
  uniqueId: string
  nickname?: string | null
}

/** A sender and the creator whose stream they were in: lookups take many creators' senders at once. */
export type CreatorTikTokIdentity = TikTokIdentity & { creatorId: number }

/** How settledTikTokPlayers keys a player: its creator and TikTok userId. */
export const creatorUserKey = (creatorId: number, userId: string) => `${creatorId}:${userId}`

/** (creator, value) pairs for a two-column `whereIn`, each once. */
function uniquePairs(pairs: [number, string][]) {
  const seen = new Map(pairs.map((pair) => [creatorUserKey(...pair), pair]))
  return [...seen.values()]
}

export interface ResolvedTikTokPlayer {
  player: { id: number; name: string }
  created: boolean
}

export const TIKTOK_ID_LIMITS = { userIdMax: 64, secUidMax: 255 } as const
export const TIKTOK_IDENTITY_MESSAGES = {
  userIdInvalid: `TikTok user id must be digits (at most ${TIKTOK_ID_LIMITS.userIdMax})`,
  secUidInvalid: `TikTok secUid must be at most ${TIKTOK_ID_LIMITS.secUidMax} characters`,
} as const

/** A write lost a race to another one (the userId or a name was taken meanwhile): resolve again. */
class ResolveAgain extends Error {}

const ATTEMPTS = 3

/** The identity trimmed: the ids (null when absent), the handle without @ and its name key. */
function cleanIdentity(identity: TikTokIdentity) {
  const userId = (identity.userId ?? '').trim() || null
  if (userId && !/^\d+$/.test(userId))
    throw new ApiError(400, TIKTOK_IDENTITY_MESSAGES.userIdInvalid, PLAYERS_ERRORS.tiktok_user_id_invalid, {
      max: TIKTOK_ID_LIMITS.userIdMax,
    })
  if (userId && userId.length > TIKTOK_ID_LIMITS.userIdMax)
    throw new ApiError(400, TIKTOK_IDENTITY_MESSAGES.userIdInvalid, PLAYERS_ERRORS.tiktok_user_id_invalid, {
      max: TIKTOK_ID_LIMITS.userIdMax,
    })
  const secUid = (identity.secUid ?? '').trim() || null
  if (secUid && secUid.length > TIKTOK_ID_LIMITS.secUidMax)
    throw new ApiError(400, TIKTOK_IDENTITY_MESSAGES.secUidInvalid, PLAYERS_ERRORS.tiktok_sec_uid_invalid, {
      max: TIKTOK_ID_LIMITS.secUidMax,
    })
  // A handle no player name could hold names nobody.
  const handle = (identity.uniqueId ?? '').trim().replace(/^@+/, '').trim()
  const usable = handle && handle.length <= PLAYER_LIMITS.nameMax ? handle : ''
  const nickname = (identity.nickname ?? '').trim().slice(0, PLAYER_LIMITS.nameMax)
  return { userId, secUid, handle: usable, handleKey: playerNameKey(usable), nickname }
}
type CleanIdentity = ReturnType<typeof cleanIdentity>

const lostRace = (error: unknown) =>
  error instanceof ResolveAgain ||
  isUniqueViolation(error) ||
  (error instanceof ApiError && error.status === 400 && error.message === PLAYER_MESSAGES.exists)

/**
 * The creator's player a TikTok sender is: by their userId first (one player per userId of a
 * creator, the unique index says so), else by their handle among the players' names and aliases
 * (then the userId and secUid are stored on that player, audited). A player found by userId under
 * a handle they do not answer to yet gets it as an alias (their name stays), so a renamed viewer
 * keeps one balance. With `create` and no match, the player is created on createPlayer's path
 * (starter pack, extensions, audit) with the identity stored. Null without `create` and no match.
 *
 * A handle whose player is already linked to another userId is someone else's: not a match. A
 * userId and a handle owned by two different players: the userId wins (the alias is not taken).
 * Parallel resolves of one new userId make one player: the loser's write is refused by the unique
 * index or the name check, rolled back to a savepoint, and it resolves again to the winner.
 */
export async function resolveTikTokPlayer(
  acting: Acting,
  identity: TikTokIdentity,
  options: { create: boolean },
  trx: TransactionClientContract
): Promise<ResolvedTikTokPlayer | null> {
  const creatorId = acting.requireCreatorId()
  const wanted = cleanIdentity(identity)
  for (let attempt = 1; ; attempt++) {
    try {
      return await withSavepoint(trx, () => resolveOnce(acting, creatorId, wanted, options, trx))
    } catch (error) {
      if (attempt >= ATTEMPTS || !lostRace(error)) throw error
    }
  }
}

/**
 * The players many senders already are, of one creator or many, read in one query: by userId, for
 * each identity whose player needs no write (its secUid stored or not given, its handle already a
 * name or alias). Keyed by `creatorId:userId` (creatorUserKey); an identity missing here resolves
 * with resolveTikTokPlayer, which may write. A batch of gifts from returning viewers, in any number
 * of rooms, thus costs one read, not one per gift or per room.
 */
export async function settledTikTokPlayers(
  identities: CreatorTikTokIdentity[],
  trx: TransactionClientContract
): Promise<Map<string, ResolvedTikTokPlayer['player']>> {
  const wanted = identities.flatMap((identity) => {
    const clean = cleanIdentity(identity)
    return clean.userId ? [{ ...clean, creatorId: identity.creatorId }] : []
  })
  const settled = new Map<string, ResolvedTikTokPlayer['player']>()
  if (!wanted.length) return settled
  const owners = await Player.query({ client: trx }).whereIn(
    ['creator_id', 'tiktok_user_id'],
    uniquePairs(wanted.map((identity) => [identity.creatorId, identity.userId!]))
  )
  const byKey = new Map(owners.map((owner) => [creatorUserKey(owner.creatorId, owner.tiktokUserId!), owner]))
  const needsWrite = new Set(
    wanted
      .filter(({ creatorId, userId, secUid, handleKey }) => {
        const owner = byKey.get(creatorUserKey(creatorId, userId!))
        return !owner || (secUid && !owner.tiktokSecUid) || (handleKey && !keysOf(owner).includes(handleKey))
      })
      .map(({ creatorId, userId }) => creatorUserKey(creatorId, userId!))
  )
  for (const [key, owner] of byKey) if (!needsWrite.has(key)) settled.set(key, resolved(owner).player)
  return settled
}

const resolved = (player: Player, created = false): ResolvedTikTokPlayer => ({
  player: { id: player.id, name: player.name },
  created,
})

async function resolveOnce(
  acting: Acting,
  creatorId: number,
  wanted: CleanIdentity,
  options: { create: boolean },
  trx: TransactionClientContract
) {
  const { userId, secUid, handle, handleKey } = wanted
  const owner = userId ? await playerOfUserId(creatorId, userId, trx) : null
  if (owner) {
    if (secUid && !owner.tiktokSecUid) await storeSecUid(owner, secUid, trx)
    if (handleKey && !keysOf(owner).includes(handleKey)) await addHandleAlias(acting, creatorId, owner.id, handle, trx)
    return resolved(owner)
  }
  const named = handleKey ? await findByName(creatorId, handle, trx) : null
  const sameViewer = named && (!userId || !named.tiktokUserId || named.tiktokUserId === userId)
  if (named && sameViewer) {
    if (userId && !named.tiktokUserId) await linkByHandle(acting, named, { userId, secUid, handle }, trx)
    return resolved(named)
  }
  if (!options.create) return null
  // The handle's player is another TikTok user (a recycled handle): the new one's name says who.
  const name = named ? `${handle} (${userId})` : handle || wanted.nickname
  if (!playerNameKey(name)) return null
  const created = await insertPlayer(acting, { name, tiktok: userId ? { userId, secUid } : undefined }, trx)
  return { player: { id: created.id, name: created.name }, created: true }
}

function playerOfUserId(creatorId: number, userId: string, trx: TransactionClientContract) {
  return Player.query({ client: trx }).where('creator_id', creatorId).where('tiktok_user_id', userId).first()
}

async function storeSecUid(player: Player, secUid: string, trx: TransactionClientContract) {
  await trx.from('players').where('id', player.id).whereNull('tiktok_sec_uid').update({ tiktok_sec_uid: secUid })
}

/**
 * Stores the userId on the player found by handle; only while they have none (a parallel resolve
 * that linked them first makes this one resolve again). Audited, pushed after commit.
 */
async function linkByHandle(
  acting: Acting,
  player: Player,
  identity: { userId: string; secUid: string | null; handle: string },
  trx: TransactionClientContract
) {
  const changed = await trx
    .from('players')
    .where('id', player.id)
    .whereNull('tiktok_user_id')
    .update({ tiktok_user_id: identity.userId, tiktok_sec_uid: identity.secUid ?? player.tiktokSecUid })
  if (!Number(changed)) throw new ResolveAgain()
  player.tiktokUserId = identity.userId
  await record(
    acting,
    PLAYER_EVENTS.PLAYER_TIKTOK_LINKED,
    target(player),
    { tiktokUserId: identity.userId, handle: identity.handle, matchedBy: 'handle', source: acting.source },
    trx
  )
  afterCommit(trx, () => emitPlayersChanged({ creatorId: player.creatorId, reason: 'updated', playerId: player.id }))
}

/**
 * Gives the player a TikTok handle they were seen under as an alias (audited as an edit), unless
 * another player answers to it (the userId won the gift; that name stays theirs) or the player
 * has no room for another alias. Under the creator's names lock, on the player's re-read row.
 */
async function addHandleAlias(
  acting: Acting,
  creatorId: number,
  playerId: number,
  handle: string,
  trx: TransactionClientContract
) {
  const key = playerNameKey(handle)
  await lockCreatorNames(creatorId, trx)
  const query = Player.query({ client: trx }).where('creator_id', creatorId).where('id', playerId)
  if (trx.dialect.name === 'postgres') query.forUpdate()
  const row = await query.first()
  if (!row) throw new ResolveAgain()
  if (keysOf(row).includes(key) || row.aliases.length >= PLAYER_LIMITS.aliasesMax) return
  const holder = await trx.from('player_names').where('creator_id', row.creatorId).where('name_key', key).first()
  if (holder) return
  const before = row.aliases
  row.merge({ aliases: [...row.aliases, handle], aliasKeys: [...row.aliasKeys, key] })
  await claimNames(row, [key], trx)
  row.useTransaction(trx)
  await row.save()
  await record(
    acting,
    PLAYER_EVENTS.PLAYER_UPDATED,
    target(row),
    { changed: ['aliases'], before: { aliases: before }, tiktokHandle: handle, source: acting.source },
    trx
  )
  afterCommit(trx, () => emitPlayersChanged({ creatorId: row.creatorId, reason: 'updated', playerId: row.id }))
}

/**
 * Which of these senders (of one creator or many) may be their creator's player (their userId is
 * linked, or their handle is a player's name or alias), in two indexed reads for the lot, whatever
 * the number of creators: resolveTikTokPlayer is worth a transaction only for those. Answers the
 * positions in `identities`. Read through `client` (a caller's transaction) when given.
 */
export async function possibleTikTokPlayers(
  identities: CreatorTikTokIdentity[],
  client: QueryClientContract = db.connection()
): Promise<Set<number>> {
  const userIds = identities.map((identity) => (identity.userId ?? '').trim())
  const handleKeys = identities.map((identity) => playerNameKey((identity.uniqueId ?? '').trim().replace(/^@+/, '')))
  const pairsOf = (values: string[]) =>
    uniquePairs(identities.flatMap((identity, index) => (values[index] ? [[identity.creatorId, values[index]]] : [])))
  const linkedPairs = pairsOf(userIds)
  const namedPairs = pairsOf(handleKeys)
  const [linked, named] = await Promise.all([
    linkedPairs.length
      ? client
          .from('players')
          .whereIn(['creator_id', 'tiktok_user_id'], linkedPairs)
          .select('creator_id', 'tiktok_user_id')
      : [],
    namedPairs.length
      ? client.from('player_names').whereIn(['creator_id', 'name_key'], namedPairs).select('creator_id', 'name_key')
      : [],
  ])
  const linkedKeys = new Set(linked.map((row) => creatorUserKey(row.creator_id, String(row.tiktok_user_id))))
  const namedKeys = new Set(named.map((row) => creatorUserKey(row.creator_id, String(row.name_key))))
  const possible = new Set<number>()
  identities.forEach((identity, index) => {
    if (
      linkedKeys.has(creatorUserKey(identity.creatorId, userIds[index])) ||
      namedKeys.has(creatorUserKey(identity.creatorId, handleKeys[index]))
    )
      possible.add(index)
  })
  return possible
}

/** The TikTok user id the creator's player `playerId` is known by, or null (unknown, or no such player). */
export async function tiktokUserIdOf(creatorId: number, playerId: number): Promise<string | null> {
  const row = await db
    .from('players')
    .where('creator_id', creatorId)
    .where('id', playerId)
    .select('tiktok_user_id')
    .first()
  return row?.tiktok_user_id ?? null
}
