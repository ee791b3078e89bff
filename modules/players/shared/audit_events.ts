import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'
import { PLAYER_EVENTS } from './events.js'

/**
 * The audit events the players module records, declared once for every shell: the backend
 * manifest's `auditEvents` (category, severity) and the audit screens and exports (label,
 * sentence). An event without a sentence reads from its type (core/shared/audit.ts).
 */
export const PLAYER_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [PLAYER_EVENTS.PLAYER_CREATED]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Player Created',
    sentence: 'Player created',
  },
  [PLAYER_EVENTS.PLAYER_UPDATED]: { category: 'DATA_CHANGE', severity: 'LOW', label: 'Player Updated' },
  [PLAYER_EVENTS.PLAYER_DELETED]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Player Deleted',
    sentence: 'Player deleted',
  },
  [PLAYER_EVENTS.PLAYER_TIKTOK_LINKED]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Player Linked to TikTok',
    sentence: 'linked {target} to TikTok user {tiktokUserId=none}',
  },
  [PLAYER_EVENTS.PLAYER_MERGED]: {
    category: 'DATA_CHANGE',
    severity: 'MEDIUM',
    label: 'Players Merged',
    sentence: 'merged {mergedName=a player} into {target}',
  },
}
