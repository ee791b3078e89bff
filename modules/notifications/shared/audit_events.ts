import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'

export const NOTICE_EVENTS = {
  NOTICES_READ: 'NOTICES_READ',
} as const

/** The notifications module's audit events: a user marking their notices read. */
export const NOTICE_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [NOTICE_EVENTS.NOTICES_READ]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Notices Read',
    sentence: 'Marked notices read',
  },
}
