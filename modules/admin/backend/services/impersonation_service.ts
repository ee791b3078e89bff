import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { UserActing } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import User from '#core/users/user'
import { ApiError } from '#core/http/api_error'
import { IMPERSONATION_TOKEN_NAME, issueToken, revokeCurrentToken } from '#core/auth/tokens'
import { impersonationAbility } from '#core/auth/resolve_actor'
import { loginPolicy } from '#core/auth/login_policy'
import { dbTimestamp } from '#core/database/time'
import Impersonation from '../models/impersonation.js'
import { ADMIN_EVENTS } from '../../shared/events.js'
import { ADMIN_ERRORS } from '../../shared/error_codes.js'

/** Impersonation tokens live shorter than sessions: an admin visit, not a second login. */
const IMPERSONATION_HOURS = 2

export async function startImpersonation(acting: UserActing, creator: User, reason: string | undefined) {
  if (!creator.isActive)
    throw new ApiError(
      400,
      'Activate the creator before impersonating them',
      ADMIN_ERRORS.impersonation_inactive_creator
    )
  const admin = acting.user
  const impersonation = await db.transaction(async (trx) => {
    const opened = await Impersonation.create(
      { adminId: admin.id, creatorId: creator.id, reason: reason ?? null, startedAt: DateTime.now() },
      { client: trx }
    )
    const target = { type: 'CREATOR', id: creator.id, name: creator.name }
    const details = { reason: reason ?? null, impersonationId: opened.id }
    await record(acting, ADMIN_EVENTS.IMPERSONATION_STARTED, target, details, trx, { creatorId: creator.id })
    return opened
  })
  const impersonationToken = await issueToken(creator, {
    abilities: ['*', impersonationAbility(impersonation.id, admin.id)],
    name: IMPERSONATION_TOKEN_NAME,
    hours: IMPERSONATION_HOURS,
  })
  return { impersonationToken, impersonationId: impersonation.id }
}

/**
 * Ends the impersonation the request's token belongs to and hands the admin a fresh session, as
 * long as a sign-in's (loginPolicy). Only the first of several exits with one token ends it (the
 * row is claimed by its `ended_at`): the others are refused, with no entry and no token.
 */
export async function exitImpersonation(acting: UserActing) {
  const current = acting.impersonation
  if (!current) throw new ApiError(400, 'This session is not an impersonation', ADMIN_ERRORS.not_impersonating)
  const admin = await User.findOrFail(current.adminId)
  const ended = await db.transaction(async (trx) => {
    const claimed = await trx
      .from('impersonations')
      .where('id', current.id)
      .whereNull('ended_at')
      .update({ ended_at: dbTimestamp(DateTime.now(), trx) })
    if (!Number(claimed)) return false
    // The admin ends it: the entry names them, and its metadata still the impersonation.
    const asAdmin = acting.with({ identity: { type: 'ADMIN', id: admin.id, name: admin.name } })
    const creator = acting.user
    const target = { type: 'CREATOR', id: creator.id, name: creator.name }
    await record(asAdmin, ADMIN_EVENTS.IMPERSONATION_ENDED, target, { impersonationId: current.id }, trx, {
      creatorId: creator.id,
    })
    return true
  })
  await revokeCurrentToken(acting.user)
  if (!ended) throw new ApiError(409, 'This impersonation has already ended', ADMIN_ERRORS.impersonation_ended)
  const { sessionHours } = await loginPolicy()
  return { adminToken: await issueToken(admin, { hours: sessionHours }) }
}
