import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AuditIdentity } from '#core/auth/actor'
import modules from '#config/modules'
import AuditLog from '../models/audit_log.js'
import type { AuditCategory, AuditSeverity } from '../../shared/audit.js'
import { AUDIT_RECORDED } from '../events.js'

export const SYSTEM_ACTOR: AuditIdentity = { type: 'SYSTEM', id: null, name: 'System' }

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

/** audit_logs column sizes: what comes from the request is clipped to fit, never refused. */
const COLUMN_SIZES = { ipAddress: 64, userAgent: 500, name: 200 }

function clip(value: string | null | undefined, size: number) {
  return value ? value.slice(0, size) : null
}

/**
 * Where a request came from, as the trail stores it. The IP and user agent are whatever the
 * caller (or a trusted proxy) sent, of any length: a long header must not fail the write.
 */
export function auditOrigin(ip: string | null | undefined, userAgent: string | null | undefined) {
  return { ipAddress: clip(ip, COLUMN_SIZES.ipAddress), userAgent: clip(userAgent, COLUMN_SIZES.userAgent) }
}

function declaredEvent(eventType: string) {
  for (const module of modules) {
    const declared = module.auditEvents?.[eventType]
    if (declared) return declared
  }
  return null
}

/**
 * The one way every module records what happened. Listeners hear `audit:recorded` once the
 * entry is committed (after the caller's transaction, never for a rolled-back one).
 */
export async function recordAudit(ctx: HttpContext | null, input: AuditInput) {
  const declared = declaredEvent(input.eventType)
  const actor = input.actor ?? ctx?.actor?.auditIdentity() ?? SYSTEM_ACTOR
  const impersonation = ctx?.actor?.impersonation
  const metadata = {
    ...input.metadata,
    ...(impersonation ? { impersonatedBy: impersonation.adminEmail, impersonationId: impersonation.id } : {}),
  }
  const entry = await AuditLog.create(
    {
      eventType: input.eventType,
      category: input.category ?? declared?.category ?? 'DATA_CHANGE',
      severity: input.severity ?? declared?.severity ?? 'LOW',
      actorType: actor.type,
      actorId: actor.id,
      actorName: clip(actor.name, COLUMN_SIZES.name) ?? '',
      targetType: input.target?.type ?? null,
      targetId: input.target?.id ?? null,
      targetName: clip(input.target?.name, COLUMN_SIZES.name),
      creatorId: input.creatorId !== undefined ? input.creatorId : (ctx?.actor?.creatorId ?? null),
      details: input.details ?? {},
      metadata,
      ...auditOrigin(ctx?.request.ip(), ctx?.request.header('user-agent')),
    },
    { client: input.client }
  )
  // A listener's failure must not fail a change that is already committed.
  const announce = () =>
    emitter.emit(AUDIT_RECORDED, entry).catch((error) => logger.error({ err: error }, 'audit:recorded listener failed'))
  if (input.client) input.client.after('commit', announce)
  else await announce()
  return entry
}
