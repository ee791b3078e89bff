import type User from '../users/user.js'
import type { Role } from '../shared/roles.js'
import { ApiError } from '../http/api_error.js'
import {
  CREATOR_CONTEXT_REQUIRED,
  NO_ORIGIN,
  SYSTEM_IDENTITY,
  type ActingContract,
  type ActingOrigin,
  type ActingSource,
  type ActorType,
  type AuditIdentity,
  type Impersonation,
} from '../shared/acting.js'
import { CORE_ERRORS } from '../shared/error_codes.js'
import type { PermissionDeclaration } from '../shared/permissions.js'

export interface ActingInit<U extends User | null> {
  user: U
  /** The tenant as a user row, when known (requests); `creatorId` alone otherwise. */
  creator?: User | null
  creatorId?: number | null
  identity?: AuditIdentity
  impersonation?: Impersonation | null
  origin?: ActingOrigin
  source?: ActingSource
  tokenId?: string | null
  /** The permission ids the user holds beyond their role; null when no module limits them. */
  permissions?: readonly string[] | null
}

/**
 * The one acting value of the kernel (see ActingContract in core/shared). A request's is
 * `Acting<User>` (ctx.acting, resolved by the actor middleware); jobs and chat commands build
 * theirs with `Acting.system()` / `Acting.of()`. Immutable: `with()` answers a changed copy.
 */
export class Acting<U extends User | null = User | null> implements ActingContract {
  readonly user: U
  readonly creator: User | null
  readonly creatorId: number | null
  readonly identity: AuditIdentity
  readonly impersonation: Impersonation | null
  readonly origin: ActingOrigin
  readonly source: ActingSource
  readonly tokenId: string | null
  readonly permissions: readonly string[] | null

  constructor(init: ActingInit<U>) {
    this.user = init.user
    this.creator = init.creator ?? null
    this.creatorId = init.creatorId !== undefined ? init.creatorId : (init.creator?.id ?? null)
    this.identity =
      init.identity ?? (init.user ? { type: init.user.role, id: init.user.id, name: init.user.name } : SYSTEM_IDENTITY)
    this.impersonation = init.impersonation ?? null
    this.origin = init.origin ?? NO_ORIGIN
    this.source = init.source ?? 'api'
    this.tokenId = init.tokenId ?? null
    this.permissions = init.permissions ?? null
  }

  /** The system (jobs, schedulers), optionally for one creator. */
  static system(creatorId: number | null = null, source: ActingSource = 'api') {
    return new Acting({ user: null, creatorId, source })
  }

  /**
   * Anyone without a request: a chat command's moderator or viewer, a creator's demo data.
   * `identity` is who the trail names; `creatorId` the tenant.
   */
  static of(init: { identity: AuditIdentity; creatorId: number | null; source?: ActingSource }) {
    return new Acting({ user: null, ...init })
  }

  /**
   * A user without a resolved request: signing in (no token yet), CLI commands run in-process.
   * The tenant is the creator themself or a moderator's creator.
   */
  static forUser(
    user: User,
    { creator = null, origin, source }: { creator?: User | null; origin?: ActingOrigin; source?: ActingSource } = {}
  ) {
    const creatorId =
      creator?.id ?? (user.role === 'CREATOR' ? user.id : user.role === 'MODERATOR' ? (user.creatorId ?? null) : null)
    return new Acting({ user, creator, creatorId, origin, source })
  }

  get userId(): number | null {
    return this.user?.id ?? null
  }

  /** A user's role (always a Role for a request's acting); SYSTEM or PLAYER without a user. */
  get role(): U extends User ? Role : ActorType {
    return (this.user?.role ?? this.identity.type) as U extends User ? Role : ActorType
  }

  get isAdmin() {
    return this.role === 'ADMIN'
  }

  /** The creator id, or a 403 for callers that have no tenant (admins outside impersonation). */
  requireCreatorId(): number {
    if (this.creatorId === null) throw new ApiError(403, CREATOR_CONTEXT_REQUIRED, CORE_ERRORS.creator_context_required)
    return this.creatorId
  }

  /** Whether the acting user holds a permission: always, unless a module limits them (a moderator). */
  holds(permission: string): boolean {
    return this.permissions === null || this.permissions.includes(permission)
  }

  /** A 403 with the declaring module's text and code when the acting user does not hold a permission. */
  requirePermission(permission: PermissionDeclaration): void {
    if (!this.holds(permission.id)) throw new ApiError(403, permission.denied, permission.code)
  }

  /** @deprecated the `identity` field; kept while callers of the old Actor migrate. */
  auditIdentity(): AuditIdentity {
    return this.identity
  }

  /** A copy with some fields changed (`acting.with({ source: 'kiosk' })`). */
  with<V extends User | null = U>(changes: Partial<ActingInit<V>>): Acting<V> {
    return new Acting<V>({
      user: this.user as unknown as V,
      creator: this.creator,
      creatorId: this.creatorId,
      identity: this.identity,
      impersonation: this.impersonation,
      origin: this.origin,
      source: this.source,
      tokenId: this.tokenId,
      permissions: this.permissions,
      ...changes,
    })
  }
}

/** A request's acting value: always a signed-in user. */
export type UserActing = Acting<User>

/** The tenant of a signed-in user: a creator is their own, a moderator works for theirs. */
export function tenantOf(user: User, creator: User | null) {
  if (user.role === 'CREATOR') return user
  if (user.role === 'MODERATOR') return creator
  return null
}

export type { ActingOrigin, ActingSource, AuditIdentity, Impersonation, Role }
