import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'

export const BOOSTER_MAPPING_UPDATED = 'BOOSTER_MAPPING_UPDATED'

/**
 * Every audit event the boosters module records. The grants and uses a card makes are the
 * powerups module's POWERUP_GRANTED / POWERUP_USED, by the system named after the card.
 */
export const BOOSTER_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [BOOSTER_MAPPING_UPDATED]: {
    category: 'SYSTEM_CONFIG',
    severity: 'LOW',
    label: 'Battle Boosters Updated',
    sentence: 'changed the battle booster mapping: {summary}',
  },
}
