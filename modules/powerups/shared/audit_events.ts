import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'
import { POWERUP_EVENTS } from './events.js'

/**
 * The audit events the powerups module records, declared once for every shell: the backend
 * manifest's `auditEvents` (category, severity) and the audit screens and exports (label,
 * sentence). An event without a sentence reads from its type (core/shared/audit.ts).
 */
export const POWERUP_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [POWERUP_EVENTS.POWERUP_GRANTED]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Powerup Granted',
    sentence: 'granted {count:count} {powerupType|type:slug=powerup} to {target}',
  },
  [POWERUP_EVENTS.POWERUP_USED]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Powerup Used',
    sentence: 'used {count:count} {powerupType|type:slug=powerup}',
  },
  [POWERUP_EVENTS.POWERUP_EXPIRED]: { category: 'DATA_CHANGE', severity: 'LOW', label: 'Powerup Expired' },
  [POWERUP_EVENTS.POWERUP_GRANT_UNDONE]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Powerup Grant Undone',
    sentence: 'undid {entryId} and took back {takenBack} {powerupType|type:slug=powerup} from {target}',
  },
  [POWERUP_EVENTS.POWERUP_USE_UNDONE]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Powerup Use Undone',
    sentence: 'undid {entryId} and gave {powerupType|type:slug=powerup} back to {target}',
  },
  [POWERUP_EVENTS.POWERUP_REMOVED]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Powerup Removed',
    sentence: 'removed {count:count} {powerupType|type:slug=powerup} from {target}',
  },
  [POWERUP_EVENTS.POWERUP_SETTINGS_UPDATED]: {
    category: 'SYSTEM_CONFIG',
    severity: 'LOW',
    label: 'Powerup Settings Updated',
  },
  [POWERUP_EVENTS.POWERUPS_IMPORTED]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Players Imported',
    sentence: 'imported {target}: {playersCreated} new, {playersUpdated} updated, {holdings} holdings',
  },
}
