import User from '../users/user.js'
import { Acting, tenantOf, type UserActing } from '../acting/acting.js'
import type { ActingOrigin, Impersonation } from '../shared/acting.js'
import { ApiError } from '../http/api_error.js'
import { sessionPermissions } from './session_permissions.js'
import { creatorReadWithToken } from './token_user_provider.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/** Ability stored on impersonation tokens: `impersonation:<impersonationId>:<adminId>`. */
export const IMPERSONATION_ABILITY = 'impersonation'

export function impersonationAbility(impersonationId: number, adminId: number) {
  return `${IMPERSONATION_ABILITY}:${impersonationId}:${adminId}`
}

async function impersonationOf(user: User): Promise<Impersonation | null> {
  const token = user.currentAccessToken
  const ability = token?.abilities.find((a) => a.startsWith(`${IMPERSONATION_ABILITY}:`))
  if (!token || !ability) return null
  const [, impersonationId, adminId] = ability.split(':').map(Number)
  const admin = await User.find(adminId)
  if (!admin || !admin.isActive || admin.role !== 'ADMIN') {
    throw new ApiError(401, 'The impersonating admin no longer has access', CORE_ERRORS.impersonator_lost_access)
  }
  return {
    id: impersonationId,
    adminId: admin.id,
    adminEmail: admin.email,
    adminRole: admin.role,
    startedAt: token.createdAt,
  }
}

/**
 * Builds the acting value of an authenticated user's request; refuses deactivated accounts
 * and tenants. `origin` is the request's client (see requestOrigin). The permissions the
 * modules grant beyond the role (manifests' `sessionPermissions`) are read once, here.
 */
export async function resolveActor(user: User, origin?: ActingOrigin): Promise<UserActing> {
  if (!user.isActive) throw new ApiError(403, 'This account has been deactivated', CORE_ERRORS.account_deactivated)
  const creatorRead = creatorReadWithToken(user)
  const creator =
    user.role === 'MODERATOR' && user.creatorId
      ? creatorRead !== undefined
        ? creatorRead
        : await User.find(user.creatorId)
      : null
  const tenant = tenantOf(user, creator)
  if (user.role !== 'ADMIN' && (!tenant || !tenant.isActive)) {
    throw new ApiError(403, 'The creator account you work for has been deactivated', CORE_ERRORS.creator_deactivated)
  }
  return new Acting({
    user,
    creator: tenant,
    impersonation: await impersonationOf(user),
    tokenId: String(user.currentAccessToken?.identifier ?? '') || null,
    origin,
    permissions: await sessionPermissions(user),
  })
}
