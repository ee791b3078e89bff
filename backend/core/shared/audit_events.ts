import type { AuditEventDeclaration } from './audit.js'
import { SETTINGS_EVENTS } from './settings.js'
import { TOKEN_EVENTS } from './script_tokens.js'

/** Sign-in and sign-out, recorded by the kernel for every account. */
export const AUTH_EVENTS = {
  MODERATOR_LOGIN: 'MODERATOR_LOGIN',
  MODERATOR_LOGOUT: 'MODERATOR_LOGOUT',
  USER_LOGIN: 'USER_LOGIN',
  USER_LOGOUT: 'USER_LOGOUT',
} as const

/** Accounts the kernel creates itself (`node ace create:admin`). */
export const USER_EVENTS = {
  ADMIN_CREATED: 'ADMIN_CREATED',
} as const

/** The database copied out (GET /api/admin/backup). */
export const DATABASE_EVENTS = {
  DATABASE_BACKED_UP: 'DATABASE_BACKED_UP',
} as const

const signIn = { category: 'AUTHENTICATION', severity: 'LOW', sentence: 'logged in' } as const
const signOut = { category: 'AUTHENTICATION', severity: 'LOW', sentence: 'logged out' } as const
const security = { category: 'SECURITY', severity: 'MEDIUM' } as const

/**
 * The audit events the kernel itself records (settings and account security: SETTINGS_EVENTS of
 * core/shared/settings.ts), declared like a module's (`auditEvents`). An event
 * without a sentence reads from its type (see AuditSentenceTemplate).
 */
export const KERNEL_AUDIT_EVENTS: Record<string, AuditEventDeclaration> = {
  [AUTH_EVENTS.MODERATOR_LOGIN]: { ...signIn, label: 'Moderator Login' },
  [AUTH_EVENTS.MODERATOR_LOGOUT]: { ...signOut, label: 'Moderator Logout' },
  [AUTH_EVENTS.USER_LOGIN]: { ...signIn, label: 'User Login' },
  [AUTH_EVENTS.USER_LOGOUT]: { ...signOut, label: 'User Logout' },
  [SETTINGS_EVENTS.SYSTEM_SETTINGS_UPDATED]: {
    category: 'SYSTEM_CONFIG',
    severity: 'MEDIUM',
    label: 'System Settings Updated',
    severityRule: 'HIGH when an access setting changes: maintenance, registration, sessions, sign-in, 2FA, rate limit',
  },
  [SETTINGS_EVENTS.PERSONAL_SETTINGS_UPDATED]: {
    category: 'DATA_CHANGE',
    severity: 'LOW',
    label: 'Personal Settings Updated',
  },
  [SETTINGS_EVENTS.PASSWORD_CHANGED]: { ...security, label: 'Password Changed' },
  [SETTINGS_EVENTS.TWO_FACTOR_SETUP_STARTED]: {
    category: 'SECURITY',
    severity: 'LOW',
    label: 'Two Factor Setup Started',
  },
  [SETTINGS_EVENTS.TWO_FACTOR_ENABLED]: { ...security, label: 'Two Factor Enabled' },
  [SETTINGS_EVENTS.TWO_FACTOR_DISABLED]: { category: 'SECURITY', severity: 'HIGH', label: 'Two Factor Disabled' },
  [SETTINGS_EVENTS.RECOVERY_CODE_USED]: { ...security, label: 'Recovery Code Used' },
  [SETTINGS_EVENTS.ACCOUNT_DELETED]: {
    category: 'USER_MANAGEMENT',
    severity: 'HIGH',
    label: 'Account Deleted',
    severityRule: "MEDIUM for a moderator's or an admin's own account",
  },
  [USER_EVENTS.ADMIN_CREATED]: { category: 'SECURITY', severity: 'HIGH', label: 'Admin Created' },
  [DATABASE_EVENTS.DATABASE_BACKED_UP]: {
    category: 'SECURITY',
    severity: 'HIGH',
    label: 'Database Backed Up',
    sentence: 'downloaded a backup of the database',
  },
  [TOKEN_EVENTS.SCRIPT_TOKEN_CREATED]: {
    ...security,
    label: 'Script Token Created',
    sentence: 'created a script token',
  },
  [TOKEN_EVENTS.SCRIPT_TOKEN_REVOKED]: {
    ...security,
    label: 'Script Token Revoked',
    sentence: 'revoked a script token',
  },
}

/**
 * The declarations of the kernel and of the given modules (in list order, the first wins): what
 * the audit screens and exports read labels and sentences from, in every shell.
 */
export function collectAuditEvents(
  modules: readonly { auditEvents?: Record<string, AuditEventDeclaration> }[]
): Record<string, AuditEventDeclaration> {
  const catalogue: Record<string, AuditEventDeclaration> = {}
  for (const declarations of [KERNEL_AUDIT_EVENTS, ...modules.map((module) => module.auditEvents ?? {})]) {
    for (const [eventType, declaration] of Object.entries(declarations)) catalogue[eventType] ??= declaration
  }
  return catalogue
}
