import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Bouncer } from '@adonisjs/bouncer'
import type { UserActing } from '../acting/acting.js'
import { requestOrigin } from '../acting/request.js'
import { resolveActor } from './resolve_actor.js'
import { requireScope, scriptScopesOf } from './script_tokens.js'
import { ApiError } from '../http/api_error.js'
import type { Role } from '../shared/roles.js'
import { admitUnderSystemPolicies } from '../settings/system_policies.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/**
 * Authenticates the bearer token, resolves the acting value (user, tenant, impersonation,
 * origin) once as `ctx.acting`, checks the role and a script token's scopes, hands Bouncer the acting value and applies the system settings (maintenance mode, API rate limit).
 * Route usage: `.use(middleware.actor({ roles: ['CREATOR'] }))`.
 */
export default class ActorMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { roles?: Role[] } = {}) {
    await ctx.auth.authenticateUsing(['api'])
    const actor = await resolveActor(ctx.auth.user!, requestOrigin(ctx))
    if (options.roles && !options.roles.includes(actor.role)) {
      throw new ApiError(403, 'You do not have permission to access this resource', CORE_ERRORS.forbidden)
    }
    const scopes = scriptScopesOf(ctx.auth.user!.currentAccessToken)
    if (scopes) requireScope(scopes, ctx.route?.name ?? '', ctx.request.method())
    ctx.acting = actor
    ctx.bouncer = new Bouncer(() => actor)
    if (!(await admitUnderSystemPolicies(ctx))) return
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** Who acts, resolved once per request by the actor middleware. */
    acting: UserActing
    bouncer: Bouncer<UserActing>
  }
}
