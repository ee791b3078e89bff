import User from '../users/user.js'
import { Actor, tenantOf, type Impersonation } from './actor.js'
import { ApiError } from '../http/api_error.js'

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
    throw new ApiError(401, 'The impersonating admin no longer has access')
  }
  return {
    id: impersonationId,
    adminId: admin.id,
    adminEmail: admin.email,
    adminRole: admin.role,
    startedAt: token.createdAt,
  }
}

/** Builds the actor for an authenticated user; refuses deactivated accounts and tenants. */
export async function resolveActor(user: User): Promise<Actor> {
  if (!user.isActive) throw new ApiError(403, 'This account has been deactivated')
  const creator = user.role === 'MODERATOR' && user.creatorId ? await User.find(user.creatorId) : null
  const tenant = tenantOf(user, creator)
  if (user.role !== 'ADMIN' && (!tenant || !tenant.isActive)) {
    throw new ApiError(403, 'The creator account you work for has been deactivated')
  }
  return new Actor(user, tenant, await impersonationOf(user), String(user.currentAccessToken?.identifier ?? '') || null)
}
