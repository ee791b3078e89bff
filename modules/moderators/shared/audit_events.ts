import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'
import { MODERATOR_EVENTS } from './moderators.js'

/**
 * The audit events the moderators module records, declared once for every shell: the backend
 * manifest's `auditEvents` (category, severity) and the audit screens and exports (label,
 * sentence). An event without a sentence reads from its type (core/shared/audit.ts).
 */
export const MODERATOR_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [MODERATOR_EVENTS.MODERATOR_CREATED]: { category: 'USER_MANAGEMENT', severity: 'MEDIUM', label: 'Moderator Created' },
  [MODERATOR_EVENTS.MODERATOR_PROMOTED]: {
    category: 'USER_MANAGEMENT',
    severity: 'MEDIUM',
    label: 'Moderator Promoted',
    sentence: 'promoted {target} to moderator',
  },
  [MODERATOR_EVENTS.MODERATOR_DEMOTED]: {
    category: 'USER_MANAGEMENT',
    severity: 'MEDIUM',
    label: 'Moderator Demoted',
    sentence: 'demoted {target} from moderator',
  },
  [MODERATOR_EVENTS.MODERATOR_UPDATED]: { category: 'USER_MANAGEMENT', severity: 'LOW', label: 'Moderator Updated' },
  [MODERATOR_EVENTS.MODERATOR_REMOVED]: { category: 'USER_MANAGEMENT', severity: 'HIGH', label: 'Moderator Removed' },
  [MODERATOR_EVENTS.MODERATOR_PASSWORD_RESET]: {
    category: 'SECURITY',
    severity: 'MEDIUM',
    label: 'Moderator Password Reset',
  },
}
