import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Acting } from '#core/acting/acting'
import { requestOrigin } from '#core/acting/request'
import { record } from '#core/audit/recorder'
import { NO_ORIGIN, SYSTEM_IDENTITY, type AuditIdentity } from '#core/shared/acting'
import type { AuditCategory, AuditSeverity } from '../../shared/audit.js'

/*
| Compatibility wrapper over the kernel's recorder (`record` in backend/core/audit/recorder.ts):
| module callers move to `record(acting, event, target, details, trx)` and this file goes.
*/

export const SYSTEM_ACTOR: AuditIdentity = SYSTEM_IDENTITY

export interface AuditInput {
  eventType: string
  /** Who did it; defaults to the request's actor. */
  actor?: AuditIdentity
  target?: { type: string; id?: number | null; name?: string | null }
  /** The creator the entry belongs to (tenant); defaults to the request's tenant. */
  creatorId?: number | null
  details?: Record<string, unknown>
  metadata?: Record<string, unknown>
  category?: AuditCategory
  severity?: AuditSeverity
  /** Write inside the caller's transaction so the entry and the change commit together. */
  client?: TransactionClientContract
}

/** @deprecated use `record()` of the kernel with the acting value. */
export async function recordAudit(ctx: HttpContext | null, input: AuditInput) {
  const base = ctx?.acting ?? Acting.system()
  const acting = base.with({
    identity: input.actor ?? base.identity,
    origin: ctx ? requestOrigin(ctx) : NO_ORIGIN,
  })
  return record(acting, input.eventType, input.target ?? null, input.details ?? {}, input.client, {
    metadata: input.metadata,
    creatorId: input.creatorId,
    category: input.category,
    severity: input.severity,
  })
}
