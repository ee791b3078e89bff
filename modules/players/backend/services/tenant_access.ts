import { AuthorizationResponse } from '@adonisjs/bouncer'
import type { Actor } from '#core/auth/actor'
import type User from '#core/users/user'
import { PERMISSION_DENIED, type ModeratorPermission } from '../../../moderators/shared/moderators.js'

export type ModeratorPermissionCheck = (
  moderator: User,
  permission: ModeratorPermission
) => boolean | Promise<boolean>

/** Until the moderators module installs its check, a creator's moderators hold every permission. */
let moderatorPermissionCheck: ModeratorPermissionCheck = () => true

/** The moderators module plugs its permission lookup in here (one call at boot); answers the previous one. */
export function setModeratorPermissionCheck(check: ModeratorPermissionCheck) {
  const previous = moderatorPermissionCheck
  moderatorPermissionCheck = check
  return previous
}

/** Who besides the creator may act: no moderator, any moderator, or one holding a permission. */
export type ModeratorRule = 'none' | 'any' | Exclude<ModeratorPermission, 'chat_commands'>

/**
 * The one rule behind every players/powerups ability: the creator (or an admin
 * impersonating them) acts for their own data; their moderators as `moderators` says;
 * an admin outside impersonation has no tenant and is refused.
 */
export async function tenantAccess(actor: Actor, moderators: ModeratorRule) {
  if (actor.creatorId === null) {
    return AuthorizationResponse.deny('This action needs a creator context (impersonate a creator)', 403)
  }
  if (actor.role === 'CREATOR') return true
  if (actor.role !== 'MODERATOR' || moderators === 'none') {
    return AuthorizationResponse.deny('Only the creator can do this', 403)
  }
  if (moderators === 'any' || (await moderatorPermissionCheck(actor.user, moderators))) return true
  return AuthorizationResponse.deny(PERMISSION_DENIED[moderators], 403)
}
