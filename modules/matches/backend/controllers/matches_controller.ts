import type { HttpContext } from '@adonisjs/core/http'
import type {
  CurrentMatchResponse,
  MatchLimitsResponse,
  MatchListResponse,
  MatchReportResponse,
  ReadyStripResponse,
} from '../../shared/matches.js'
import { creatorMatchLimits, defaultMatchLimits, saveCreatorMatchLimits } from '../services/match_limits.js'
import {
  exportMatchValidator,
  listMatchesValidator,
  matchIdValidator,
  saveMatchLimitsValidator,
  showMatchValidator,
} from '../validators.js'
import { currentMatch, exportMatch, listMatches, matchReport, readyStrip } from '../services/matches_service.js'

/** docs/api/matches.md */
export default class MatchesController {
  async current({ acting }: HttpContext): Promise<CurrentMatchResponse> {
    return { success: true, match: await currentMatch(acting) }
  }

  async index({ acting, request }: HttpContext): Promise<MatchListResponse> {
    const input = await listMatchesValidator.validate(request.qs())
    return { success: true, ...(await listMatches(acting, input)) }
  }

  async show({ acting, params, request }: HttpContext): Promise<MatchReportResponse> {
    const { id } = await matchIdValidator.validate(params)
    const { creatorId } = await showMatchValidator.validate(request.qs())
    return { success: true, match: await matchReport(acting, id, creatorId) }
  }

  async export({ acting, params, request, response }: HttpContext) {
    const { id } = await matchIdValidator.validate(params)
    const { format = 'csv', creatorId } = await exportMatchValidator.validate(request.qs())
    const file = await exportMatch(acting, id, format, creatorId)
    response.header('Content-Type', file.contentType)
    response.header('Content-Disposition', `attachment; filename="${file.filename}"`)
    return file.body
  }

  async ready({ acting }: HttpContext): Promise<ReadyStripResponse> {
    return { success: true, ready: await readyStrip(acting) }
  }

  /**
   * The limits in force for the acting creator: their own, else the system default (`custom: false`);
   * an admin outside any creator reads the default.
   */
  async limits({ acting }: HttpContext): Promise<MatchLimitsResponse> {
    if (acting.creatorId === null) return { success: true, limits: await defaultMatchLimits(), custom: false }
    return { success: true, ...(await creatorMatchLimits(acting.creatorId)) }
  }

  /** The creator sets their own limits (null: back to the system default). */
  async saveLimits({ acting, request }: HttpContext): Promise<MatchLimitsResponse> {
    const { limits } = await request.validateUsing(saveMatchLimitsValidator)
    return { success: true, ...(await saveCreatorMatchLimits(acting, limits)) }
  }
}
