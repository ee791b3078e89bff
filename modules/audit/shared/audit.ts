import type { AuditCategory, AuditSeverity } from '../../../backend/core/shared/audit.js'
import { AUTH_EVENTS } from '../../../backend/core/shared/audit_events.js'

/** Audit vocabulary shared by backend, frontend and CLI (docs/api/audit.md); categories and severities are the kernel's. */
export {
  AUDIT_CATEGORIES,
  AUDIT_SEVERITIES,
  type AuditCategory,
  type AuditSeverity,
} from '../../../backend/core/shared/audit.js'

export const ACTOR_TYPES = ['ADMIN', 'CREATOR', 'MODERATOR', 'SYSTEM', 'PLAYER'] as const
export type ActorType = (typeof ACTOR_TYPES)[number]

/** What 'Logins Today' counts (docs/api/audit.md: moderator login events), from midnight in the viewer's time zone. */
export const LOGINS_TODAY_EVENT = AUTH_EVENTS.MODERATOR_LOGIN

export interface AuditEntryDto {
  id: number
  eventType: string
  category: AuditCategory
  severity: AuditSeverity
  actorType: ActorType
  actorId: number | null
  actorName: string
  targetType: string | null
  targetId: number | null
  targetName: string | null
  creatorId: number | null
  details: Record<string, unknown>
  metadata: Record<string, unknown>
  ipAddress: string | null
  userAgent: string | null
  createdAt: string
}

/** Time periods of the audit screens and GET /api/audit/logs `days` (docs/api/audit.md). */
export const AUDIT_PERIOD_DAYS = [1, 7, 30, 90] as const
export type AuditPeriodDays = (typeof AUDIT_PERIOD_DAYS)[number]
export const DEFAULT_AUDIT_PERIOD_DAYS: AuditPeriodDays = 30

export interface AuditPagination {
  page: number
  limit: number
  totalCount: number
  total: number
  totalPages: number
  hasMore: boolean
}

/** GET /api/audit/logs */
export interface AuditLogsResponse {
  success: true
  data: { logs: AuditEntryDto[]; pagination: AuditPagination }
}

/** An entry of the admin's system audit log (docs/api/audit.md): the DTO plus `action`. */
export interface SystemAuditEntryDto extends AuditEntryDto {
  action: string
}

/** Entries a page of the System Audit Logs screen shows (docs/api/audit.md). */
export const SYSTEM_AUDIT_PAGE_SIZE = 20

/** GET /api/admin/audit-logs (docs/api/audit.md). */
export interface SystemAuditLogsResponse {
  success: true
  data: {
    auditLogs: SystemAuditEntryDto[]
    pagination: { page: number; limit: number; totalCount: number; totalPages: number }
  }
}

/** Actor types the System Audit Logs screen filters by (docs/api/audit.md). */
export const SYSTEM_ACTOR_TYPES = ['ADMIN', 'CREATOR', 'MODERATOR', 'SYSTEM'] as const

/** GET /api/audit/logs/stats: the audit page's cards. */
export interface AuditStatsDto {
  totalEntries: number
  loginsToday: number
  powerupActions: number
  moderatorActions: number
}

/** GET /api/audit/logs/stats */
export interface AuditStatsResponse {
  success: true
  stats: AuditStatsDto
}
