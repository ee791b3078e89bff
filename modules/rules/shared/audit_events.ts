import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'

export const RULE_EVENTS = {
  GIFT_RULE_CREATED: 'GIFT_RULE_CREATED',
  GIFT_RULE_UPDATED: 'GIFT_RULE_UPDATED',
  GIFT_RULE_DELETED: 'GIFT_RULE_DELETED',
  RULE_EXCLUSION_ADDED: 'RULE_EXCLUSION_ADDED',
  RULE_EXCLUSION_REMOVED: 'RULE_EXCLUSION_REMOVED',
} as const

/** The audit events the rules module records (its grants are the ledger's POWERUP_GRANTED, by SYSTEM). */
export const RULE_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [RULE_EVENTS.GIFT_RULE_CREATED]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Gift Rule Created',
    sentence: 'created gift rule {target}',
  },
  [RULE_EVENTS.GIFT_RULE_UPDATED]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Gift Rule Updated',
    sentence: 'updated gift rule {target}',
  },
  [RULE_EVENTS.GIFT_RULE_DELETED]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Gift Rule Deleted',
    sentence: 'deleted gift rule {target}',
  },
  [RULE_EVENTS.RULE_EXCLUSION_ADDED]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Viewer Excluded from Gift Rules',
    sentence: 'excluded {target} from gift rules',
  },
  [RULE_EVENTS.RULE_EXCLUSION_REMOVED]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Viewer Exclusion Removed',
    sentence: 'removed {target} from the gift rules exclusion list',
  },
}
