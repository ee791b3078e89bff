import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/user'
import { ApiError } from '#core/http/api_error'
import { IMPERSONATION_TOKEN_NAME, issueToken, revokeCurrentToken } from '#core/auth/tokens'
import { impersonationAbility } from '#core/auth/resolve_actor'
import { recordAudit } from '#modules/audit/backend/services/audit_service'
import Impersonation from '../models/impersonation.js'
import { ADMIN_EVENTS } from '../../shared/events.js'

/** Impersonation tokens live shorter than sessions: an admin visit, not a second login. */
const IMPERSONATION_HOURS = 2

export async function startImpersonation(ctx: HttpContext, creator: User, reason: string | undefined) {
  if (!creator.isActive) throw new ApiError(400, 'Activate the creator before impersonating them')
  const admin = ctx.actor.user
  const impersonation = await db.transaction(async (trx) => {
    const record = await Impersonation.create(
      { adminId: admin.id, creatorId: creator.id, reason: reason ?? null, startedAt: DateTime.now() },
      { client: trx }
    )
    await recordAudit(ctx, {
      eventType: ADMIN_EVENTS.IMPERSONATION_STARTED,
      target: { type: 'CREATOR', id: creator.id, name: creator.name },
      creatorId: creator.id,
      details: { reason: reason ?? null, impersonationId: record.id },
      client: trx,
    })
    return record
  })
  const impersonationToken = await issueToken(creator, {
    abilities: ['*', impersonationAbility(impersonation.id, admin.id)],
    name: IMPERSONATION_TOKEN_NAME,
    hours: IMPERSONATION_HOURS,
  })
  return { impersonationToken, impersonationId: impersonation.id }
}

/** Ends the impersonation the request's token belongs to and hands the admin a fresh token. */
export async function exitImpersonation(ctx: HttpContext) {
  const current = ctx.actor.impersonation
  if (!current) throw new ApiError(400, 'This session is not an impersonation')
  const admin = await User.findOrFail(current.adminId)
  await db.transaction(async (trx) => {
    await Impersonation.query({ client: trx }).where('id', current.id).update({ ended_at: new Date() })
    await recordAudit(ctx, {
      eventType: ADMIN_EVENTS.IMPERSONATION_ENDED,
      actor: { type: 'ADMIN', id: admin.id, name: admin.name },
      target: { type: 'CREATOR', id: ctx.actor.user.id, name: ctx.actor.user.name },
      creatorId: ctx.actor.user.id,
      details: { impersonationId: current.id },
      client: trx,
    })
  })
  await revokeCurrentToken(ctx.actor.user)
  return { adminToken: await issueToken(admin) }
}
