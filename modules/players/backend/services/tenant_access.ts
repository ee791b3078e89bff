import type { Actor } from '#core/auth/actor'
import { tenantAccess as kernelTenantAccess } from '#core/acting/tenant'
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

/** The players/powerups abilities' rule: the kernel's tenant access with the moderators' permissions. */
export async function tenantAccess(actor: Actor, moderators: ModeratorRule) {
  if (moderators === 'none' || moderators === 'any') return kernelTenantAccess(actor, moderators)
  return kernelTenantAccess(actor, {
    admits: (moderator) => moderatorPermissionCheck(moderator, moderators),
    denied: PERMISSION_DENIED[moderators],
  })
}
