import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'
import { ADMIN_EVENTS } from './events.js'

/**
 * The audit events the admin module records, declared once for every shell: the backend
 * manifest's `auditEvents` (category, severity) and the audit screens and exports (label,
 * sentence). An event without a sentence reads from its type (core/shared/audit.ts).
 * ADMIN_CREATED is the kernel's (core/shared/audit_events.ts): `node ace create:admin` records it too.
 */
export const ADMIN_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [ADMIN_EVENTS.IMPERSONATION_STARTED]: { category: 'SECURITY', severity: 'HIGH', label: 'Impersonation Started' },
  [ADMIN_EVENTS.IMPERSONATION_ENDED]: { category: 'SECURITY', severity: 'LOW', label: 'Impersonation Ended' },
  [ADMIN_EVENTS.CREATOR_CREATED]: { category: 'USER_MANAGEMENT', severity: 'MEDIUM', label: 'Creator Created' },
  [ADMIN_EVENTS.CREATOR_UPDATED]: { category: 'USER_MANAGEMENT', severity: 'MEDIUM', label: 'Creator Updated' },
  [ADMIN_EVENTS.CREATOR_ACTIVATED]: { category: 'USER_MANAGEMENT', severity: 'MEDIUM', label: 'Creator Activated' },
  [ADMIN_EVENTS.CREATOR_DEACTIVATED]: { category: 'USER_MANAGEMENT', severity: 'HIGH', label: 'Creator Deactivated' },
  [ADMIN_EVENTS.CREATOR_DELETED]: { category: 'USER_MANAGEMENT', severity: 'CRITICAL', label: 'Creator Deleted' },
  [ADMIN_EVENTS.CREATORS_IMPORTED]: {
    category: 'USER_MANAGEMENT',
    severity: 'HIGH',
    label: 'Creators Imported',
    sentence: 'imported {target}',
  },
  [ADMIN_EVENTS.ADMIN_UPDATED]: { category: 'SECURITY', severity: 'HIGH', label: 'Admin Updated' },
  [ADMIN_EVENTS.ADMIN_ACTIVATED]: { category: 'SECURITY', severity: 'HIGH', label: 'Admin Activated' },
  [ADMIN_EVENTS.ADMIN_DEACTIVATED]: { category: 'SECURITY', severity: 'HIGH', label: 'Admin Deactivated' },
  [ADMIN_EVENTS.ADMIN_DELETED]: { category: 'SECURITY', severity: 'CRITICAL', label: 'Admin Deleted' },
}
