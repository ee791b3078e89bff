import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import ModeratorProfile, { tiktokHandleKey } from '../models/moderator_profile.js'
import type { ModeratorPermission } from '../../shared/moderators.js'

/**
 * The moderator permission checks. A signed-in moderator's permissions reach the other modules
 * through the kernel's Acting (`acting.holds`, from the manifest's sessionPermissions); chat
 * commands find their moderator by TikTok username. Only an ACTIVE moderator holds permissions;
 * removed, demoted, pending or suspended ones none.
 */
export async function moderatorPermissionsOf(userId: number): Promise<ModeratorPermission[]> {
  const profile = await ModeratorProfile.find(userId)
  return profile?.status === 'ACTIVE' ? profile.permissions : []
}

/** The creator's active moderator behind a TikTok username (chat commands), or null. */
export async function moderatorByTiktokUsername(creatorId: number, tiktokUsername: string) {
  const handle = tiktokHandleKey(tiktokUsername)
  if (!handle) return null
  return ModeratorProfile.query()
    .where('creator_id', creatorId)
    .where('status', 'ACTIVE')
    .where('tiktok_handle', handle)
    .preload('user')
    .first()
}

/** Whether a chat message's author may run a moderator command for this creator. */
export async function chatModeratorCan(creatorId: number, tiktokUsername: string, permission: ModeratorPermission) {
  const profile = await moderatorByTiktokUsername(creatorId, tiktokUsername)
  return Boolean(profile?.permissions.includes(permission))
}

/** Ids of the creator's players who are moderators now (players list `isModerator`). */
export async function moderatorPlayerIds(creatorId: number, client?: QueryClientContract): Promise<number[]> {
  const rows = await ModeratorProfile.query({ client })
    .where('creator_id', creatorId)
    .whereNot('status', 'INACTIVE')
    .whereNotNull('player_id')
    .select('player_id')
  return rows.map((row) => row.playerId!)
}
