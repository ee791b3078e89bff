import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from './users/user.js'
import type { Impersonation } from './shared/acting.js'
import type AuditEntry from './audit/audit_entry.js'

/**
 * An audit entry as listeners hear it: the values stored. record() announces its model; an entry a
 * change's own statement wrote is announced as these values alone (no model per grant or use).
 */
export type RecordedEntry = Readonly<
  Pick<
    AuditEntry,
    | 'id'
    | 'eventType'
    | 'category'
    | 'severity'
    | 'actorType'
    | 'actorId'
    | 'actorName'
    | 'targetType'
    | 'targetId'
    | 'targetName'
    | 'creatorId'
    | 'details'
    | 'metadata'
    | 'ipAddress'
    | 'userAgent'
    | 'createdAt'
  >
>

/** Events the core emits; modules subscribe from their manifest's listeners. */
export interface AuthEventPayload {
  user: User
  creator: User | null
  ip: string
  userAgent: string | null
  /**
   * Sign-in's transaction: listeners write through it, so the token, the audit entry and their
   * side effects commit together or not at all.
   */
  client?: TransactionClientContract
  /** Set when an impersonating admin signs out of the creator's session. */
  impersonation?: Impersonation | null
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'powerdeck:signed_in': AuthEventPayload
    'powerdeck:signed_out': AuthEventPayload
    /** A creator account was created, changed, (de)activated or deleted (after the commit). */
    'powerdeck:creator_changed': { creatorId: number }
    /** An audit entry was committed (after its transaction, if any); see core/audit/recorder. */
    'audit:recorded': RecordedEntry
  }
}

/** Emitted by the recorder once an audit entry is committed. */
export const AUDIT_RECORDED = 'audit:recorded'
