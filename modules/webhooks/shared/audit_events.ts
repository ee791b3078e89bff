import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'

export const WEBHOOK_AUDIT = {
  CREATED: 'WEBHOOK_CREATED',
  DELETED: 'WEBHOOK_DELETED',
  ENABLED: 'WEBHOOK_ENABLED',
  DISABLED: 'WEBHOOK_DISABLED',
  TESTED: 'WEBHOOK_TESTED',
} as const

/** The audit events the webhooks module records (labels and sentences for every shell). */
export const WEBHOOK_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [WEBHOOK_AUDIT.CREATED]: {
    category: 'SECURITY',
    severity: 'MEDIUM',
    label: 'Webhook Added',
    sentence: 'added the webhook {target} for {events}',
  },
  [WEBHOOK_AUDIT.DELETED]: {
    category: 'SECURITY',
    severity: 'MEDIUM',
    label: 'Webhook Deleted',
    sentence: 'deleted the webhook {target}',
  },
  [WEBHOOK_AUDIT.ENABLED]: {
    category: 'SYSTEM_CONFIG',
    severity: 'LOW',
    label: 'Webhook Enabled',
    sentence: 'enabled the webhook {target}',
  },
  [WEBHOOK_AUDIT.DISABLED]: {
    category: 'SYSTEM_CONFIG',
    severity: 'MEDIUM',
    label: 'Webhook Disabled',
    sentence: 'disabled the webhook {target} after {failures} failed deliveries in a row',
  },
  [WEBHOOK_AUDIT.TESTED]: {
    category: 'API_USAGE',
    severity: 'LOW',
    label: 'Webhook Tested',
    sentence: 'sent a test event to the webhook {target}',
  },
}
