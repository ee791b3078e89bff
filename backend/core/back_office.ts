import { extensionPoint } from './shared/extensions.js'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { UserActing } from './acting/acting.js'
import type User from './users/user.js'
import type { HealthStatus, ServiceHealthDto } from './shared/monitoring.js'

/*
| The back office's extension points: what every module adds to the admin's creator list, system
| health and user accounts. They live in the kernel (like METRICS) so that contributing modules
| depend on the kernel only, not on the admin module that reads them. Kept free of services so a
| manifest may import them.
*/

/** What a module knows of a creator, for the admin's creator list (counts, gifts, last activity). */
export interface CreatorSummary {
  players: number
  powerups: number
  moderators: number
  totalGifts: number
  lastActivity: Date | null
}

/**
 * A module's part of the figures of the given creators (the admin merges the parts). `only` names the
 * figures the caller reads: a provider may skip the others (a count over millions of gifts, say).
 */
export type CreatorSummaryProvider = (
  creatorIds: number[],
  only?: readonly (keyof CreatorSummary)[]
) => Promise<Map<number, Partial<CreatorSummary>>>

/** A service line of the admin's system health. */
export type ServiceHealth = ServiceHealthDto
export type { HealthStatus }

/** What a module adds to the admin's system health. */
export interface MonitoringContribution {
  /** Extra fields under `apis` of GET /api/admin/system-health, each with its status. */
  apis?: Record<string, { status: HealthStatus } & Record<string, unknown>>
  services?: ServiceHealth[]
}

export type MonitoringProvider = () => Promise<MonitoringContribution>

/** How the /users page creates, changes and removes moderator accounts (the owning module's rules apply). */
export interface ModeratorAccounts {
  /** A moderator of `creatorId` from the form's fields (the module validates them); answers the account's id. */
  create(acting: UserActing, creatorId: number, fields: Record<string, unknown>): Promise<number>
  /** Name, TikTok username, password, active or not; the module validates the fields. */
  update(acting: UserActing, moderator: User, fields: Record<string, unknown>): Promise<void>
  remove(acting: UserActing, moderator: User): Promise<void>
  /** A moderator entry of the operator's creators import, checked by the module's rules (Vine's error otherwise). */
  checkImported(fields: unknown): Promise<ImportedModerator>
  /** Adds a checked entry to the creator's team with `password`, inside the import's transaction. */
  addImported(
    acting: UserActing,
    creatorId: number,
    moderator: ImportedModerator,
    password: string,
    trx: TransactionClientContract
  ): Promise<{ id: number; username: string }>
}

/** A moderator of an import: TikTok username, optional name and sign-in username, permissions. */
export interface ImportedModerator {
  tiktokUsername: string
  name?: string
  username?: string
  permissions: string[]
}

/** Loaded when the admin asks, so a manifest stays data: `() => import('./creator_summary.js')`. */
type Lazy<T> = () => Promise<{ default: T }>

/** Contributed in a manifest: `contributes: [contribute(CREATOR_SUMMARY, () => import('./creator_summary.js'))]`. */
export const CREATOR_SUMMARY = extensionPoint<Lazy<CreatorSummaryProvider>>('core.creatorSummary')
export const MONITORING = extensionPoint<Lazy<MonitoringProvider>>('core.monitoring')
/**
 * The module that keeps moderator accounts: its services, and as data the rows marking accounts
 * no longer current (removed or demoted moderators), which the users list leaves out.
 */
export const MODERATOR_ACCOUNTS = extensionPoint<{
  accounts: Lazy<ModeratorAccounts>
  retired: { table: string; userColumn: string; where: Record<string, string> }
}>('core.moderatorAccounts')
