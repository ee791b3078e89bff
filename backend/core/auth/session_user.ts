import type User from '../users/user.js'
import type { UserActing } from '../acting/acting.js'
import { sessionPermissions } from './session_permissions.js'
import type { SessionUserDto } from '../shared/session.js'

/**
 * The session-user shape (docs/api/core.md), as sign-in and /api/auth/me return it, plus `permissions`:
 * a moderator's permission ids (null for everyone else), so screens offer only what is allowed;
 * the acting value's when given (read once per request).
 */
export async function sessionUser(
  user: User,
  actor?: Pick<UserActing, 'creator' | 'impersonation' | 'permissions'>
): Promise<SessionUserDto> {
  const creator = user.role === 'MODERATOR' ? actor?.creator : null
  const impersonation = actor?.impersonation
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    role: user.role,
    avatar: user.avatar,
    tiktokUsername: user.tiktokUsername,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISO(),
    lastLoginAt: user.lastLoginAt?.toISO() ?? null,
    creatorId: user.role === 'MODERATOR' ? user.creatorId : null,
    creatorName: creator?.name ?? null,
    creatorTiktokUsername: creator?.tiktokUsername ?? null,
    isImpersonated: Boolean(impersonation),
    originalAdminId: impersonation?.adminId ?? null,
    originalAdminEmail: impersonation?.adminEmail ?? null,
    originalAdminRole: impersonation?.adminRole ?? null,
    impersonationId: impersonation?.id ?? null,
    impersonationStartTime: impersonation?.startedAt.toISOString() ?? null,
    permissions: actor ? actor.permissions : await sessionPermissions(user),
  }
}
