import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'

/** Audit event types the matches module writes. */
export const MATCH_EVENTS = {
  MATCH_LIMITS_UPDATED: 'MATCH_LIMITS_UPDATED',
} as const

/**
 * The audit events the matches module records, declared once for every shell: the backend
 * manifest's `auditEvents` (category, severity) and the audit screens and exports (label).
 */
export const MATCH_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [MATCH_EVENTS.MATCH_LIMITS_UPDATED]: { category: 'SYSTEM_CONFIG', severity: 'LOW', label: 'Match Limits Updated' },
}
