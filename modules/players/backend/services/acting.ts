import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AuditIdentity } from '#core/auth/actor'
import { recordAudit, type AuditInput } from '#modules/audit/backend/services/audit_service'
import type { PowerupSource } from '../../../powerups/shared/powerups.js'

/**
 * Who acts, for which creator, from where. HTTP requests build it from `ctx.actor`; chat
 * commands and jobs (no HttpContext) build it themselves.
 */
export interface Acting {
  creatorId: number
  identity: AuditIdentity
  source: PowerupSource
  ctx?: HttpContext
}

/** The acting context of a request; 403 for an admin who is not impersonating a creator. */
export function actingFrom(ctx: HttpContext, source: PowerupSource = 'api'): Acting {
  return { creatorId: ctx.actor.requireCreatorId(), identity: ctx.actor.auditIdentity(), source, ctx }
}

/** The user id behind an identity (null for SYSTEM and PLAYER). */
export function identityUserId(identity: AuditIdentity) {
  return identity.type === 'SYSTEM' || identity.type === 'PLAYER' ? null : identity.id
}

/** Records an audit entry for the acting context inside the caller's transaction. */
export function auditActing(
  acting: Acting,
  trx: TransactionClientContract,
  input: Omit<AuditInput, 'actor' | 'creatorId' | 'client'>
) {
  return recordAudit(acting.ctx ?? null, {
    ...input,
    actor: acting.identity,
    creatorId: acting.creatorId,
    client: trx,
  })
}
