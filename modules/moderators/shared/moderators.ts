/** Moderator vocabulary shared by backend, frontend and CLI (docs/api/moderators.md). */

import type { ModeratorPermission } from '../../../backend/core/shared/permissions.js'

/**
 * The permission ids a creator grants a moderator. The modules that check them declare them
 * (their `shared/permissions.ts`); the shells collect the enabled modules' list at boot.
 */
export type { ModeratorPermission }

/**
 * ACTIVE signs in; PENDING waits for the creator to set a password; SUSPENDED is paused by the
 * creator; INACTIVE is removed or demoted (hidden from the list, counted as removed).
 */
export const MODERATOR_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE', 'SUSPENDED'] as const
export type ModeratorStatus = (typeof MODERATOR_STATUSES)[number]

/** Audit event types the moderators module writes. */
export const MODERATOR_EVENTS = {
  MODERATOR_CREATED: 'MODERATOR_CREATED',
  MODERATOR_UPDATED: 'MODERATOR_UPDATED',
  MODERATOR_REMOVED: 'MODERATOR_REMOVED',
  MODERATOR_PROMOTED: 'MODERATOR_PROMOTED',
  MODERATOR_DEMOTED: 'MODERATOR_DEMOTED',
  MODERATOR_PASSWORD_RESET: 'MODERATOR_PASSWORD_RESET',
} as const

/** A moderator as GET /api/moderators lists it. */
export interface ModeratorDto {
  /** The moderator's account id (used in /api/moderators/{id}). */
  id: number
  username: string | null
  email: string | null
  tiktokUsername: string
  displayName: string
  permissions: ModeratorPermission[]
  status: ModeratorStatus
  /** The player this moderator was promoted from, if any. */
  playerId: number | null
  playerName: string | null
  isPlayer: boolean
  powerupsGranted: number
  powerupsUsed: number
  lastActive: string | null
  lastGrantAction: string | null
  lastUseAction: string | null
  createdAt: string
  updatedAt: string | null
}

export interface ModeratorStatsDto {
  /** Every moderator the creator ever had, removed ones included. */
  total: number
  active: number
  pending: number
  suspended: number
  /** Removed or demoted (hidden from the list). */
  inactive: number
  powerupsGranted: number
  powerupsUsed: number
}

/** A moderator's own figures for today (dashboard My Activity tab). */
export interface ModeratorActivityDto {
  creator: { id: number; name: string; tiktokUsername: string | null; isActive: boolean }
  permissions: ModeratorPermission[]
  status: ModeratorStatus
  lastActive: string | null
  today: { granted: number; used: number; activePlayers: number; totalActions: number }
}

/** GET /api/moderators */
export interface ModeratorsResponse {
  success: true
  moderators: ModeratorDto[]
}

/** A moderator made, promoted, changed or given a new password. */
export interface ModeratorResponse {
  success: true
  moderator: ModeratorDto
}

/** GET /api/moderators/stats/overview */
export interface ModeratorStatsResponse {
  success: true
  stats: ModeratorStatsDto
}

/** GET /api/moderators/me/activity */
export interface ModeratorActivityResponse {
  success: true
  activity: ModeratorActivityDto
}

/** The create form's payload (docs/api/moderators.md: "Moderator create form"). */
export interface CreateModeratorInput {
  username: string
  email: string
  tiktokUsername: string
  password: string
  displayName?: string
  permissions: ModeratorPermission[]
}
