import type { HttpContext } from '@adonisjs/core/http'
import type {
  CurrentMatchResponse,
  MatchListResponse,
  MatchReportResponse,
  ReadyStripResponse,
} from '../../shared/matches.js'
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
}
