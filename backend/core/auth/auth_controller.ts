import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '../users/user.js'
import { ApiError } from '../http/api_error.js'
import { signInValidator } from './validators.js'
import { issueToken, revokeCurrentToken } from './tokens.js'
import { sessionUser } from './session_user.js'
import { resolveActor } from './resolve_actor.js'
import { loginPolicy } from './login_policy.js'
import { asSignInAttempt, normalizeIdentifier, signInAttemptsKey } from './sign_in_attempts.js'
import '../events.js'
import type { SessionResponse, SignInResponse } from '../shared/session.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

const INVALID_CREDENTIALS = 'Invalid credentials'
const IDENTIFIER_REQUIRED = 'Email or username is required'
const LOCKED_OUT = (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minutes.`
const SIGN_INS_AT_ONCE = 'Too many sign-ins to this account at once. Retry in a moment.'

/** Email or username, whatever the loginType hint says (the sign-in form's rule in docs/api/core.md is only a client-side hint). */
async function findByIdentifier(identifier: string) {
  const value = normalizeIdentifier(identifier)
  return User.query().whereRaw('lower(email) = ?', [value]).orWhereRaw('lower(username) = ?', [value]).first()
}

async function checkCredentials(user: User | null, password: string) {
  if (!user?.password) {
    await hash.make(password) // same cost whether or not the account exists
    throw new ApiError(401, INVALID_CREDENTIALS, CORE_ERRORS.invalid_credentials)
  }
  if (!(await hash.verify(user.password, password)))
    throw new ApiError(401, INVALID_CREDENTIALS, CORE_ERRORS.invalid_credentials)
  return user
}

export default class AuthController {
  async signIn(ctx: HttpContext): Promise<SignInResponse> {
    // The identifier is checked first: an empty form asks for it before the password.
    const body = ctx.request.body()
    if (!body.email && !body.username) throw new ApiError(400, IDENTIFIER_REQUIRED, CORE_ERRORS.identifier_required)
    const { email, username, password, twoFactorCode } = await ctx.request.validateUsing(signInValidator)
    const identifier = email || username
    if (!identifier) throw new ApiError(400, IDENTIFIER_REQUIRED, CORE_ERRORS.identifier_required)

    const policy = await loginPolicy()
    const account = await findByIdentifier(identifier)
    const key = signInAttemptsKey(account, identifier, ctx.request.ip())
    const [throttled, user] = await asSignInAttempt(policy.maxAttempts, key, async () => {
      const found = await checkCredentials(account, password)
      await policy.verifySecondFactor(found, twoFactorCode)
      return found
    })
    if (throttled) {
      ctx.response.header('Retry-After', String(throttled.retryAfter))
      const locked = throttled.kind === 'locked'
      const minutes = Math.ceil(throttled.retryAfter / 60)
      throw locked
        ? new ApiError(429, LOCKED_OUT(minutes), CORE_ERRORS.locked_out, { minutes })
        : new ApiError(429, SIGN_INS_AT_ONCE, CORE_ERRORS.sign_ins_at_once)
    }

    const actor = await resolveActor(user)
    // A hash made with older parameters is re-made with today's (config/hash.ts), before the
    // transaction so the slow hashing holds no lock.
    const upgradedHash = hash.needsReHash(user.password!) ? await hash.make(password) : null
    // One transaction: a failure anywhere (second factor, audit entry) leaves no token behind.
    const { token, admitted } = await db.transaction(async (trx) => {
      user.useTransaction(trx)
      const admitted = await policy.admit(ctx, user, password, trx)
      user.lastLoginAt = DateTime.now()
      await user.save()
      // Straight to the column: the model would hash it again and date a password change.
      if (upgradedHash) await trx.from('users').where('id', user.id).update({ password: upgradedHash })
      const token = await issueToken(user, { hours: policy.sessionHours, client: trx })
      await emitter.emit('powerdeck:signed_in', {
        user,
        creator: actor.creator,
        ip: ctx.request.ip(),
        userAgent: ctx.request.header('user-agent') ?? null,
        client: trx,
      })
      return { token, admitted }
    })
    return { success: true, user: await sessionUser(user, actor), token, ...admitted }
  }

  async me({ acting }: HttpContext): Promise<SessionResponse> {
    return { success: true, user: await sessionUser(acting.user, acting) }
  }

  async signOut({ acting, request }: HttpContext) {
    await revokeCurrentToken(acting.user)
    await emitter.emit('powerdeck:signed_out', {
      user: acting.user,
      creator: acting.creator,
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
      impersonation: acting.impersonation,
    })
    return { success: true }
  }
}
