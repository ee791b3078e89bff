import db from '@adonisjs/lucid/services/db'
import { FeedCache, forgetNowAndAtCommit } from '#core/database/change_feed'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import ModeratorProfile, { tiktokHandleKey } from '../models/moderator_profile.js'
import type { ModeratorPermission } from '../../shared/moderators.js'
import { tiktokUserIdOf } from '#modules/players/backend/public'

/**
 * The moderator permission checks. A signed-in moderator's permissions reach the other modules
 * through the kernel's Acting (`acting.holds`, from the manifest's sessionPermissions); chat
 * commands find their moderator by TikTok username. Only an ACTIVE moderator holds permissions;
 * removed, demoted, pending or suspended ones none.
 */
export async function moderatorPermissionsOf(userId: number): Promise<ModeratorPermission[]> {
  const held = await permissionsRead.get(userId, async () => {
    const profile = await ModeratorProfile.find(userId)
    return profile?.status === 'ACTIVE' ? profile.permissions : []
  })
  return [...held!]
}

/** A profile's change drops what is kept of its creator (by `creator_id`) or its moderator (`user_id`). */
const keptFor =
  <V>(column: 'creator_id' | 'user_id') =>
  (change: { column: string; value: string }, kept: FeedCache<number, V>) => {
    if (change.column === column) kept.drop(Number(change.value))
  }

/** What this process read of each moderator's permissions, kept while the change feed follows profiles. */
const permissionsRead = new FeedCache<number, ModeratorPermission[]>({
  tables: ['moderator_profiles'],
  max: 10_000,
  changed: keptFor<ModeratorPermission[]>('user_id'),
})

/** Each creator's moderators' player ids as this process read them (see permissionsRead). */
const moderatorPlayersRead = new FeedCache<number, readonly number[]>({
  tables: ['moderator_profiles'],
  max: 10_000,
  changed: keptFor<readonly number[]>('creator_id'),
})

/** A profile saved or deleted through its model (the moderators' screens) drops what this process kept of it. */
function forgetProfile(profile: ModeratorProfile) {
  forgetNowAndAtCommit(() => {
    permissionsRead.drop(profile.userId)
    moderatorPlayersRead.drop(profile.creatorId)
  }, profile.$trx)
}
ModeratorProfile.after('save', forgetProfile)
ModeratorProfile.after('delete', forgetProfile)

/** A chat command's moderator: who the audit names and what they may do. */
export interface ChatModerator {
  userId: number
  name: string
  permissions: ModeratorPermission[]
}

/**
 * The creator's active moderator behind a TikTok username (chat commands), or null.
 * A handle can change hands on TikTok: when the message carries its sender's TikTok user id and
 * the moderator's player is known by another one, the sender is not that moderator.
 */
export async function moderatorByTiktokUsername(
  creatorId: number,
  tiktokUsername: string,
  tiktokUserId: string | null = null
): Promise<ChatModerator | null> {
  const handle = tiktokHandleKey(tiktokUsername)
  if (!handle) return null
  const profile = await ModeratorProfile.query()
    .join('users', 'users.id', 'moderator_profiles.user_id')
    .where('moderator_profiles.creator_id', creatorId)
    .where('moderator_profiles.status', 'ACTIVE')
    .where('moderator_profiles.tiktok_handle', handle)
    .select(
      'moderator_profiles.user_id',
      'moderator_profiles.player_id',
      'moderator_profiles.permissions',
      'users.name as user_name'
    )
    .first()
  if (!profile) return null
  if (tiktokUserId && profile.playerId !== null) {
    const knownAs = await tiktokUserIdOf(creatorId, profile.playerId)
    if (knownAs && knownAs !== tiktokUserId) return null
  }
  return { userId: profile.userId, name: profile.$extras.user_name, permissions: profile.permissions }
}

/** Whether a chat message's author may run a moderator command for this creator. */
export async function chatModeratorCan(creatorId: number, tiktokUsername: string, permission: ModeratorPermission) {
  const profile = await moderatorByTiktokUsername(creatorId, tiktokUsername)
  return Boolean(profile?.permissions.includes(permission))
}

/**
 * Ids of the creator's players who are moderators now (players list `isModerator`), among
 * `playerIds` when given (a few players: one index probe instead of the whole roster's profiles),
 * read through `client` (the writer's transaction: SQLite has one connection).
 */
export async function moderatorPlayerIds(
  creatorId: number,
  playerIds?: number[],
  client?: QueryClientContract
): Promise<number[]> {
  const read = async (among?: number[]) => {
    const query = (client ?? db)
      .from('moderator_profiles')
      .where('creator_id', creatorId)
      .whereNot('status', 'INACTIVE')
      .whereNotNull('player_id')
    if (among && among.length <= 200) query.whereIn('player_id', among)
    return (await query.select('player_id')).map((row) => Number(row.player_id))
  }
  // A writer's transaction reads what it has not committed yet: never from (or into) the kept copy.
  if (client) return read(playerIds)
  const all = (await moderatorPlayersRead.get(creatorId, () => read()))!
  return playerIds ? all.filter((id) => playerIds.includes(id)) : [...all]
}

/**
 * Players merge (players' onMerged): the moderator profile of player `fromId` moves to `intoId`,
 * or, when `intoId` is a moderator's player already, lets go of the merged player.
 */
export async function moveModeratorPlayer(fromId: number, intoId: number, trx: TransactionClientContract) {
  const taken = await trx.from('moderator_profiles').where('player_id', intoId).first()
  await trx
    .from('moderator_profiles')
    .where('player_id', fromId)
    .update({ player_id: taken ? null : intoId })
}

/** Players delete (players' onDeleted): the moderator profile of player `playerId` names no player from now on. */
export async function releaseModeratorPlayer(playerId: number, trx: TransactionClientContract) {
  await trx.from('moderator_profiles').where('player_id', playerId).update({ player_id: null })
}
