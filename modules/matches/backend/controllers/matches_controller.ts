import type { HttpContext } from '@adonisjs/core/http'
import { settingValue } from '#core/settings/system_settings_service'
import type {
  CurrentMatchResponse,
  MatchLimitsResponse,
  MatchListResponse,
  MatchReportResponse,
  ReadyStripResponse,
} from '../../shared/matches.js'
import { MATCH_SETTINGS, parseMatchLimits } from '../settings.js'
import { exportMatchValidator, listMatchesValidator, matchIdValidator } from '../validators.js'
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

  async show({ acting, params }: HttpContext): Promise<MatchReportResponse> {
    const { id } = await matchIdValidator.validate(params)
    return { success: true, match: await matchReport(acting, id) }
  }

  async export({ acting, params, request, response }: HttpContext) {
    const { id } = await matchIdValidator.validate(params)
    const { format = 'csv' } = await exportMatchValidator.validate(request.qs())
    const file = await exportMatch(acting, id, format)
    response.header('Content-Type', file.contentType)
    response.header('Content-Disposition', `attachment; filename="${file.filename}"`)
    return file.body
  }

  async ready({ acting }: HttpContext): Promise<ReadyStripResponse> {
    return { success: true, ready: await readyStrip(acting) }
  }

  /** The limits the kiosk's match bar shows ("Time Maker 2/3"); admins change them in the system settings. */
  async limits(): Promise<MatchLimitsResponse> {
    const limits = parseMatchLimits(await settingValue(MATCH_SETTINGS.matchLimits))
    return { success: true, limits: typeof limits === 'string' ? {} : limits }
  }
}
