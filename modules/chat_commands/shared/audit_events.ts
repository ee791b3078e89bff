import type { AuditEventDeclaration } from '../../../backend/core/shared/audit.js'
import { CHAT_COMMAND_EVENTS } from './events.js'

/**
 * The audit events the chat commands module records, declared once for every shell: the backend
 * manifest's `auditEvents` (category, severity) and the audit screens and exports (label).
 */
export const CHAT_COMMAND_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [CHAT_COMMAND_EVENTS.CHAT_COMMAND]: { category: 'DATA_CHANGE', severity: 'LOW', label: 'Chat Command' },
  [CHAT_COMMAND_EVENTS.CHAT_COMMANDS_UPDATED]: {
    category: 'SYSTEM_CONFIG',
    severity: 'LOW',
    label: 'Chat Commands Updated',
  },
}
