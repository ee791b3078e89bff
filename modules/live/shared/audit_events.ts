import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'
import { LIVE_EVENTS } from './events.js'

/**
 * The audit events the live module records, declared once for every shell: the backend
 * manifest's `auditEvents` (category, severity) and the audit screens and exports (label,
 * sentence). An event without a sentence reads from its type (core/shared/audit.ts).
 */
export const LIVE_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [LIVE_EVENTS.TIKTOK_USERNAME_UPDATED]: {
    category: 'USER_MANAGEMENT',
    severity: 'LOW',
    label: 'TikTok Username Updated',
  },
  [LIVE_EVENTS.TIKTOK_CONNECTED]: { category: 'API_USAGE', severity: 'LOW', label: 'TikTok Connected' },
  [LIVE_EVENTS.TIKTOK_DISCONNECTED]: { category: 'API_USAGE', severity: 'LOW', label: 'TikTok Disconnected' },
  [LIVE_EVENTS.LIVE_DRIVER_CHANGED]: { category: 'SYSTEM_CONFIG', severity: 'LOW', label: 'Live Driver Changed' },
  [LIVE_EVENTS.GIFTS_CLEARED]: { category: 'DATA_CHANGE', severity: 'MEDIUM', label: 'Gifts Cleared' },
  [LIVE_EVENTS.OVERLAY_CREATED]: { category: 'SECURITY', severity: 'MEDIUM', label: 'Overlay Created' },
  [LIVE_EVENTS.OVERLAY_REVOKED]: { category: 'SECURITY', severity: 'MEDIUM', label: 'Overlay Revoked' },
}
