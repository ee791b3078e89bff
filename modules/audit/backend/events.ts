import type AuditLog from './models/audit_log.js'

/** Emitted once an audit entry is committed (after its transaction, if any). */
declare module '@adonisjs/core/types' {
  interface EventsList {
    'audit:recorded': AuditLog
  }
}

export const AUDIT_RECORDED = 'audit:recorded'
