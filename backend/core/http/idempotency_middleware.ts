import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from './api_error.js'
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  IDEMPOTENCY_MESSAGES,
  isValidIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
} from './idempotency.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/**
 * `Idempotency-Key` on a write (docs/api/core.md "Idempotency-Key"): the first request with a key runs and its
 * successful answer is kept; the same request sent again with the key, by the same user for the
 * same tenant, gets that answer again (`Idempotent-Replayed: true`) and changes nothing. The same
 * key with another body is a 422; while the first still runs, a 409. A request that fails keeps no
 * key (it changed nothing, so a retry is a new try). Without the header nothing changes.
 * After the actor middleware: route usage `.use(middleware.idempotent())`.
 */
export default class IdempotencyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const key = ctx.request.header('idempotency-key')
    if (key === undefined) return next()
    if (!isValidIdempotencyKey(key))
      throw new ApiError(400, IDEMPOTENCY_MESSAGES.badKey, CORE_ERRORS.idempotency_bad_key)

    const { acting } = ctx
    const claim = await claimIdempotencyKey({
      scope: `user:${acting.userId ?? '-'}/creator:${acting.creatorId ?? '-'}`,
      route: ctx.route?.name ?? ctx.route?.pattern ?? ctx.request.url(),
      key,
      fingerprint: requestFingerprint(ctx.request.body()),
    })
    if (claim.kind === 'other-request')
      throw new ApiError(422, IDEMPOTENCY_MESSAGES.otherRequest, CORE_ERRORS.idempotency_other_request)
    // `inProgress`: a client resending after a lost answer waits and sends again, rather than failing.
    if (claim.kind === 'in-progress')
      throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress, CORE_ERRORS.idempotency_in_progress, undefined, {
        inProgress: true,
      })
    if (claim.kind === 'replay') {
      ctx.response.header('Idempotent-Replayed', 'true')
      ctx.response.header('Content-Type', 'application/json; charset=utf-8')
      return ctx.response.status(claim.status).send(claim.response)
    }

    try {
      await next()
    } catch (error) {
      await releaseIdempotencyKey(claim.id)
      throw error
    }
    const status = ctx.response.getStatus()
    const body = ctx.response.getBody()
    if (status >= 200 && status < 300) {
      await completeIdempotencyKey(claim.id, status, typeof body === 'string' ? body : JSON.stringify(body ?? null))
    } else {
      await releaseIdempotencyKey(claim.id)
    }
  }
}
