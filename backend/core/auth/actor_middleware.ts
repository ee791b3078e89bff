import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Bouncer } from '@adonisjs/bouncer'
import type { Actor } from './actor.js'
import { resolveActor } from './resolve_actor.js'
import { ApiError } from '../http/api_error.js'
import type { Role } from '../roles.js'
import { admitUnderSystemPolicies } from '../settings/system_policies.js'

/**
 * Authenticates the bearer token, resolves the actor and tenant once, checks the role, hands
 * Bouncer the actor and applies the system settings (maintenance mode, API rate limit).
 * Route usage: `.use(middleware.actor({ roles: ['CREATOR'] }))`.
 */
export default class ActorMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { roles?: Role[] } = {}) {
    await ctx.auth.authenticateUsing(['api'])
    const actor = await resolveActor(ctx.auth.user!)
    if (options.roles && !options.roles.includes(actor.role)) {
      throw new ApiError(403, 'You do not have permission to access this resource')
    }
    ctx.actor = actor
    ctx.bouncer = new Bouncer(() => actor)
    if (!(await admitUnderSystemPolicies(ctx))) return
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    actor: Actor
    bouncer: Bouncer<Actor>
  }
}
