import type User from '../users/user.js'
import type { Role } from '../roles.js'

export interface Impersonation {
  id: number
  adminId: number
  adminEmail: string
  adminRole: Role
  startedAt: Date
}

export interface AuditIdentity {
  type: Role | 'SYSTEM' | 'PLAYER'
  id: number | null
  name: string
}

/**
 * Who is acting and for which creator (the tenant), resolved once per request.
 * An impersonating admin acts as the creator; the admin stays visible in `impersonation`.
 */
export class Actor {
  constructor(
    readonly user: User,
    readonly creator: User | null,
    readonly impersonation: Impersonation | null,
    readonly tokenId: string | null = null
  ) {}

  get role(): Role {
    return this.user.role
  }

  /** The creator whose data this request may touch; null for an admin acting as admin. */
  get creatorId(): number | null {
    return this.creator?.id ?? null
  }

  get isAdmin() {
    return this.role === 'ADMIN'
  }

  /** The creator id, or a 403 for callers that have no tenant (admins outside impersonation). */
  requireCreatorId(): number {
    if (this.creatorId === null) {
      throw Object.assign(new Error('This action needs a creator context (impersonate a creator)'), {
        status: 403,
      })
    }
    return this.creatorId
  }

  auditIdentity(): AuditIdentity {
    return { type: this.role, id: this.user.id, name: this.user.name }
  }
}

export function tenantOf(user: User, creator: User | null) {
  if (user.role === 'CREATOR') return user
  if (user.role === 'MODERATOR') return creator
  return null
}
