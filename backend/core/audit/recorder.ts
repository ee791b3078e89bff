import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ActingContract, ActingOrigin } from '../shared/acting.js'
import type { AuditCategory, AuditSeverity } from '../shared/audit.js'
import { AUDIT_RECORDED } from '../events.js'
import { declaredAuditEvent } from './catalogue.js'
import AuditEntry from './audit_entry.js'

/** What an entry is about. */
export interface AuditTarget {
  type: string
  id?: number | null
  name?: string | null
}

/** Less common parts of an entry. */
export interface RecordOptions {
  metadata?: Record<string, unknown>
  /** The tenant the entry belongs to, when not the acting one (null: a system-wide entry). */
  creatorId?: number | null
  /** Overrides of the declared category and severity, for entries that weigh differently. */
  category?: AuditCategory
  severity?: AuditSeverity
}

/** audit_logs column sizes: what comes from the request is clipped to fit, never refused. */
const COLUMN_SIZES = { ipAddress: 64, userAgent: 500, name: 200 }

function clip(value: string | null | undefined, size: number) {
  return value ? value.slice(0, size) : null
}

/**
 * Where a request came from, as the trail stores it. The IP and user agent are whatever the
 * caller (or a trusted proxy) sent, of any length: a long header must not fail the write.
 */
export function auditOrigin(origin: ActingOrigin) {
  return {
    ipAddress: clip(origin.ip, COLUMN_SIZES.ipAddress),
    userAgent: clip(origin.userAgent, COLUMN_SIZES.userAgent),
  }
}

/** The event's declaration; an undeclared event is a bug: it throws outside production. */
function declaration(event: string) {
  const declared = declaredAuditEvent(event)
  if (declared) return declared
  const message = `Audit event ${event} is not declared in any module's auditEvents`
  if (!app.inProduction) throw new Error(message)
  logger.error(message)
  return null
}

/**
 * The one way anything records what happened: `acting` did `event` to `target`. Inside the
 * caller's transaction (`trx`) the entry and the change commit together; listeners hear
 * `audit:recorded` once the entry is committed (never for a rolled-back one). An admin
 * impersonating a creator is named in the entry's metadata.
 */
export async function record(
  acting: ActingContract,
  event: string,
  target: AuditTarget | null = null,
  details: Record<string, unknown> = {},
  trx?: TransactionClientContract,
  options: RecordOptions = {}
) {
  const declared = declaration(event)
  const { identity, impersonation } = acting
  const metadata = {
    ...options.metadata,
    ...(impersonation ? { impersonatedBy: impersonation.adminEmail, impersonationId: impersonation.id } : {}),
  }
  const entry = await AuditEntry.create(
    {
      eventType: event,
      category: options.category ?? declared?.category ?? 'DATA_CHANGE',
      severity: options.severity ?? declared?.severity ?? 'LOW',
      actorType: identity.type,
      actorId: identity.id,
      actorName: clip(identity.name, COLUMN_SIZES.name) ?? '',
      targetType: target?.type ?? null,
      targetId: target?.id ?? null,
      targetName: clip(target?.name, COLUMN_SIZES.name),
      creatorId: options.creatorId !== undefined ? options.creatorId : acting.creatorId,
      details,
      metadata,
      ...auditOrigin(acting.origin),
    },
    { client: trx }
  )
  // A listener's failure must not fail a change that is already committed.
  const announce = () =>
    emitter.emit(AUDIT_RECORDED, entry).catch((error) => logger.error({ err: error }, 'audit:recorded listener failed'))
  if (trx) trx.after('commit', announce)
  else await announce()
  return entry
}
