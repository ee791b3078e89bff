import type { HttpContext } from '@adonisjs/core/http'
import {
  createModeratorValidator,
  promotePlayerValidator,
  resetPasswordValidator,
  updateModeratorValidator,
} from '../validators.js'
import { listModerators, moderatorStats, myActivity } from '../services/moderator_queries.js'
import {
  createModerator,
  removeModerator,
  resetModeratorPassword,
  updateModerator,
} from '../services/moderator_accounts.js'
import { demoteModerator, promotePlayer } from '../services/moderator_promotion.js'
import type {
  ModeratorActivityResponse,
  ModeratorResponse,
  ModeratorStatsResponse,
  ModeratorsResponse,
} from '../../shared/moderators.js'

/**
 * The moderator calls (docs/api/moderators.md). Only the creator (or an admin impersonating them) reaches them
 * (route middleware); each action needs the acting tenant first (403 without one), then
 * validates, then hands `ctx.acting` to the service, which scopes every query to that tenant.
 */
export default class ModeratorsController {
  async index({ acting }: HttpContext): Promise<ModeratorsResponse> {
    return { success: true, moderators: await listModerators(acting) }
  }

  async stats({ acting }: HttpContext): Promise<ModeratorStatsResponse> {
    return { success: true, stats: await moderatorStats(acting) }
  }

  async store({ acting, request, response }: HttpContext) {
    acting.requireCreatorId()
    const input = await request.validateUsing(createModeratorValidator)
    const moderator = await createModerator(acting, input)
    const answer: ModeratorResponse = { success: true, moderator }
    return response.status(201).send(answer)
  }

  async update({ acting, request, params }: HttpContext): Promise<ModeratorResponse> {
    acting.requireCreatorId()
    const input = await request.validateUsing(updateModeratorValidator)
    return { success: true, moderator: await updateModerator(acting, params.id, input) }
  }

  async destroy({ acting, params }: HttpContext) {
    await removeModerator(acting, params.id)
    return { success: true }
  }

  async promote({ acting, request, response }: HttpContext) {
    acting.requireCreatorId()
    const input = await request.validateUsing(promotePlayerValidator)
    const moderator = await promotePlayer(acting, input)
    const answer: ModeratorResponse = { success: true, moderator }
    return response.status(201).send(answer)
  }

  async demote({ acting, params }: HttpContext) {
    await demoteModerator(acting, params.id)
    return { success: true }
  }

  async resetPassword({ acting, request, params }: HttpContext): Promise<ModeratorResponse> {
    acting.requireCreatorId()
    const { password } = await request.validateUsing(resetPasswordValidator)
    return { success: true, moderator: await resetModeratorPassword(acting, params.id, password) }
  }

  /** The signed-in moderator's own dashboard figures. */
  async myActivity({ acting }: HttpContext): Promise<ModeratorActivityResponse> {
    return { success: true, activity: await myActivity(acting) }
  }
}
