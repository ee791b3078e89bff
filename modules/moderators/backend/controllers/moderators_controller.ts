import type { HttpContext } from '@adonisjs/core/http'
import {
  createModeratorValidator,
  promotePlayerValidator,
  resetPasswordValidator,
  updateModeratorValidator,
} from '../validators.js'
import * as moderators from '../services/moderators_service.js'

/**
 * Spec 1 §7 moderator calls. Only the creator (or an admin impersonating them) reaches
 * them (route middleware); every query is scoped to `ctx.actor`'s tenant.
 */
export default class ModeratorsController {
  async index({ actor }: HttpContext) {
    return { success: true, moderators: await moderators.listModerators(actor.requireCreatorId()) }
  }

  async stats({ actor }: HttpContext) {
    return { success: true, stats: await moderators.moderatorStats(actor.requireCreatorId()) }
  }

  async store(ctx: HttpContext) {
    ctx.actor.requireCreatorId()
    const input = await ctx.request.validateUsing(createModeratorValidator)
    const moderator = await moderators.createModerator(ctx, input)
    return ctx.response.status(201).send({ success: true, moderator })
  }

  async update(ctx: HttpContext) {
    ctx.actor.requireCreatorId()
    const input = await ctx.request.validateUsing(updateModeratorValidator)
    return { success: true, moderator: await moderators.updateModerator(ctx, ctx.params.id, input) }
  }

  async destroy(ctx: HttpContext) {
    await moderators.removeModerator(ctx, ctx.params.id)
    return { success: true }
  }

  async promote(ctx: HttpContext) {
    ctx.actor.requireCreatorId()
    const input = await ctx.request.validateUsing(promotePlayerValidator)
    const moderator = await moderators.promotePlayer(ctx, input)
    return ctx.response.status(201).send({ success: true, moderator })
  }

  async demote(ctx: HttpContext) {
    await moderators.demoteModerator(ctx, ctx.params.id)
    return { success: true }
  }

  async resetPassword(ctx: HttpContext) {
    ctx.actor.requireCreatorId()
    const { password } = await ctx.request.validateUsing(resetPasswordValidator)
    return { success: true, moderator: await moderators.resetModeratorPassword(ctx, ctx.params.id, password) }
  }

  /** The signed-in moderator's own dashboard figures. */
  async myActivity({ actor }: HttpContext) {
    return { success: true, activity: await moderators.myActivity(actor) }
  }
}
