import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'

export const SHOUTOUT_SENT = 'SHOUTOUT_SENT'

/** Every audit event the module records, declared once: the kernel, the audit screens and exports read it. */
export const SHOUTOUT_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [SHOUTOUT_SENT]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Shoutout Sent',
    sentence: 'sent a shoutout: {message}',
  },
}
