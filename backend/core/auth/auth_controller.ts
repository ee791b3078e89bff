import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import emitter from '@adonisjs/core/services/emitter'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import User from '../users/user.js'
import { ApiError } from '../http/api_error.js'
import { signInValidator } from './validators.js'
import { issueToken, revokeCurrentToken } from './tokens.js'
import { sessionUser } from './session_user.js'
import { resolveActor } from './resolve_actor.js'
import { loginPolicy } from './login_policy.js'
import '../events.js'

const INVALID_CREDENTIALS = 'Invalid credentials'
const IDENTIFIER_REQUIRED = 'Email or username is required'

/** Email or username, whatever the loginType hint says (spec §5 is only a client-side hint). */
async function findByIdentifier(identifier: string) {
  const value = identifier.toLowerCase()
  return User.query()
    .whereRaw('lower(email) = ?', [value])
    .orWhereRaw('lower(username) = ?', [value])
    .first()
}

async function checkCredentials(identifier: string, password: string) {
  const user = await findByIdentifier(identifier)
  if (!user?.password) {
    await hash.make(password) // same cost whether or not the account exists
    throw new ApiError(401, INVALID_CREDENTIALS)
  }
  if (!(await hash.verify(user.password, password))) throw new ApiError(401, INVALID_CREDENTIALS)
  return user
}

export default class AuthController {
  async signIn(ctx: HttpContext) {
    // The identifier is checked first: an empty form asks for it before the password.
    const body = ctx.request.body()
    if (!body.email && !body.username) throw new ApiError(400, IDENTIFIER_REQUIRED)
    const { email, username, password, twoFactorCode } = await ctx.request.validateUsing(signInValidator)
    const identifier = email || username
    if (!identifier) throw new ApiError(400, IDENTIFIER_REQUIRED)

    const policy = await loginPolicy()
    const attempts = limiter.use({
      requests: policy.maxAttempts,
      duration: '15 mins',
      blockDuration: '15 mins',
    })
    const key = `signin_${identifier.toLowerCase()}_${ctx.request.ip()}`
    const [throttled, user] = await attempts.penalize(key, async () => {
      const found = await checkCredentials(identifier, password)
      await policy.verifySecondFactor(found, twoFactorCode)
      return found
    })
    if (throttled) {
      const seconds = Math.ceil(throttled.response.availableIn)
      ctx.response.header('Retry-After', String(seconds))
      throw new ApiError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`)
    }

    const actor = await resolveActor(user)
    const admitted = await policy.admit(ctx, user, password)
    user.lastLoginAt = DateTime.now()
    await user.save()
    const token = await issueToken(user, { hours: policy.sessionHours })
    await emitter.emit('powerdeck:signed_in', {
      user,
      creator: actor.creator,
      ip: ctx.request.ip(),
      userAgent: ctx.request.header('user-agent') ?? null,
    })
    return { success: true, user: sessionUser(user, actor), token, ...admitted }
  }

  async me({ actor }: HttpContext) {
    return { success: true, user: sessionUser(actor.user, actor) }
  }

  async signOut({ actor, request }: HttpContext) {
    await revokeCurrentToken(actor.user)
    await emitter.emit('powerdeck:signed_out', {
      user: actor.user,
      creator: actor.creator,
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
      impersonation: actor.impersonation,
    })
    return { success: true }
  }
}
