import type { HttpContext } from '@adonisjs/core/http'
import type { UserActing } from '#core/acting/acting'
import { ApiError } from '#core/http/api_error'
import User from '#core/users/user'
import { PLAYER_MESSAGES } from '../../shared/players.js'
import type { viewPlayers } from '../policies/player_policy.js'
import { PLAYERS_ERRORS } from '../../shared/error_codes.js'

/** One of the players abilities (they all take the request's acting). */
type Ability = typeof viewPlayers

/**
 * Who a players call acts as. Without `creatorId`: the caller for their own tenant, as the ability
 * allows. With it: an admin (outside impersonation) for that creator's roster, still named as the
 * admin in the trail; anyone else is refused.
 */
export async function actingForCreator(ctx: HttpContext, ability: Ability, creatorId: number | undefined) {
  if (creatorId === undefined) {
    await ctx.bouncer.authorize(ability)
    return ctx.acting
  }
  if (!ctx.acting.isAdmin)
    throw new ApiError(403, PLAYER_MESSAGES.creatorChoiceForAdmins, PLAYERS_ERRORS.creator_choice_for_admins)
  const creator = await User.query().where('id', creatorId).where('role', 'CREATOR').first()
  if (!creator) throw new ApiError(404, PLAYER_MESSAGES.creatorNotFound, PLAYERS_ERRORS.creator_not_found)
  return ctx.acting.with({ creator, creatorId: creator.id }) as UserActing
}
