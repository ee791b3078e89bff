import type { UserActing } from '#core/acting/acting'
import { tenantAccess as kernelTenantAccess } from '#core/acting/tenant'
import { declaredPermission } from '#core/module_loader'
import type { ModeratorPermission } from '#core/shared/permissions'

/** Who besides the creator may act: no moderator, any moderator, or one holding a permission. */
export type ModeratorRule = 'none' | 'any' | Exclude<ModeratorPermission, 'chat_commands'>

/**
 * The players/powerups abilities' rule: the kernel's tenant access, a moderator's permission
 * read from the request's Acting (resolved once, from the manifests' `sessionPermissions`) and
 * refused with the text and code its declaring module gives.
 */
export async function tenantAccess(acting: UserActing, moderators: ModeratorRule) {
  if (moderators === 'none' || moderators === 'any') return kernelTenantAccess(acting, moderators)
  return kernelTenantAccess(acting, declaredPermission(moderators))
}
