import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Acting as KernelActing } from '#core/acting/acting'
import type { AuditIdentity } from '#core/shared/acting'
import { record } from '#core/audit/recorder'
import type { AuditInput } from '#modules/audit/backend/services/audit_service'
import type { PowerupSource } from '../../../powerups/shared/powerups.js'

/*
| Compatibility wrapper: the kernel's Acting (backend/core/acting) replaces this shape; the
| players/powerups helper moves callers to it and deletes this file.
*/

/** Who acts, for which creator, from where (the kernel's Acting in the making). */
export interface Acting {
  creatorId: number
  identity: AuditIdentity
  source: PowerupSource
  ctx?: HttpContext
}

/** The acting context of a request; 403 for an admin who is not impersonating a creator. */
export function actingFrom(ctx: HttpContext, source: PowerupSource = 'api'): Acting {
  return { creatorId: ctx.acting.requireCreatorId(), identity: ctx.acting.identity, source, ctx }
}

/** The user id behind an identity (null for SYSTEM and PLAYER). */
export function identityUserId(identity: AuditIdentity) {
  return identity.type === 'SYSTEM' || identity.type === 'PLAYER' ? null : identity.id
}

/** This shape as the kernel's Acting (the request's, when there is one). */
export function kernelActing(acting: Acting) {
  const base = acting.ctx?.acting ?? KernelActing.system()
  return base.with({ identity: acting.identity, creatorId: acting.creatorId, source: acting.source })
}

/** @deprecated `record()` of the kernel. Records inside the caller's transaction. */
export function auditActing(
  acting: Acting,
  trx: TransactionClientContract,
  input: Omit<AuditInput, 'actor' | 'creatorId' | 'client'>
) {
  return record(kernelActing(acting), input.eventType, input.target ?? null, input.details ?? {}, trx, {
    metadata: input.metadata,
    category: input.category,
    severity: input.severity,
  })
}
