import type { Role } from './roles.js'
import type { PermissionDeclaration } from './permissions.js'

/** Who an audit entry names as its actor: a user by role, the system, or a viewer (player). */
export type ActorType = Role | 'SYSTEM' | 'PLAYER'

export interface AuditIdentity {
  type: ActorType
  id: number | null
  name: string
}

export const SYSTEM_IDENTITY: AuditIdentity = { type: 'SYSTEM', id: null, name: 'System' }

/** An admin acting as a creator: the admin stays visible on everything they do. */
export interface Impersonation {
  id: number
  adminId: number
  adminEmail: string
  adminRole: Role
  startedAt: Date
}

/**
 * Where an action came from, as the trail and the ledger record it: a screen of the app
 * (kiosk, players), the CLI, the bare API, a chat command, the starter pack of a new player,
 * a TikTok battle item card (boosters), a gift rule. Clients may claim kiosk, players, cli and api;
 * chat, starter, battle and gift are the server's own.
 */
export const ACTING_SOURCES = ['kiosk', 'players', 'chat', 'cli', 'starter', 'battle', 'api', 'gift'] as const
export type ActingSource = (typeof ACTING_SOURCES)[number]
/** The sources a client may claim in a request's `source` field (chat and starter are the server's own). */
export const CLIENT_SOURCES = ['kiosk', 'players', 'cli', 'api'] as const satisfies readonly ActingSource[]
export type ClientSource = (typeof CLIENT_SOURCES)[number]

/** The request's client (IP as `request.ip()` answers it, so TRUSTED_PROXIES applies). */
export interface ActingOrigin {
  ip: string | null
  userAgent: string | null
}

export const NO_ORIGIN: ActingOrigin = { ip: null, userAgent: null }

/**
 * Who acts, for which creator (the tenant), from where: resolved once per request as
 * `ctx.acting`, built by jobs and chat commands with the backend's `Acting.system()` /
 * `Acting.of()`. Services take it, never an HttpContext.
 */
export interface ActingContract {
  /** The signed-in user's id; null for the system and for players (chat). */
  readonly userId: number | null
  readonly role: ActorType
  /** Who the audit trail names. */
  readonly identity: AuditIdentity
  /** The creator whose data this may touch; null for an admin acting as admin and for system work. */
  readonly creatorId: number | null
  readonly impersonation: Impersonation | null
  readonly origin: ActingOrigin
  readonly source: ActingSource
  /** The access token of the request, if any. */
  readonly tokenId: string | null
  /** The permission ids held beyond the role (a moderator's); null when no module limits the user. */
  readonly permissions: readonly string[] | null
  /** The creator id, or a 403 for callers without a tenant (admins outside impersonation). */
  requireCreatorId(): number
  /** Whether the user holds a permission (always when `permissions` is null). */
  holds(permission: string): boolean
  /** A 403 with the declaration's text and code unless the user holds the permission. */
  requirePermission(permission: PermissionDeclaration): void
}

/** The 403 message of `requireCreatorId()`. */
export const CREATOR_CONTEXT_REQUIRED = 'This action needs a creator context (impersonate a creator)'
