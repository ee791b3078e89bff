import type { HttpContext } from '@adonisjs/core/http'
import { connectValidator, recentFeedValidator } from '../validators.js'
import { connectCreator, disconnectCreator, liveStatus } from '../services/live_service.js'
import { clearGifts, recentGifts } from '../services/gifts_service.js'
import { liveApiStats } from '../services/api_stats.js'
import { LIVE_MESSAGES, type ConnectResponse, type LiveApiStatsResponse } from '../../shared/live.js'
import { LIVE_ERRORS } from '../../shared/error_codes.js'

/** `/api/tiktok-optimized/*`: TikTok LIVE connection and recent gifts (docs/api/live.md). */
export default class TiktokController {
  async status(ctx: HttpContext) {
    return { success: true, ...(await liveStatus(ctx.acting)) }
  }

  async recentGifts(ctx: HttpContext) {
    const { limit } = await recentFeedValidator.validate(ctx.request.qs())
    return { success: true, gifts: await recentGifts(ctx.acting.requireCreatorId(), limit) }
  }

  async clearGifts(ctx: HttpContext) {
    const cleared = await clearGifts(ctx.acting)
    return { success: true, message: LIVE_MESSAGES.giftsCleared(cleared), cleared }
  }

  /** Saves the username, then connects if live (docs/api/live.md); the username stays saved either way. */
  async connect(ctx: HttpContext) {
    ctx.acting.requireCreatorId()
    const { tiktokUsername } = await ctx.request.validateUsing(connectValidator)
    const { outcome, status } = await connectCreator(ctx.acting, tiktokUsername)
    const reported = { message: status.liveStatusMessage, isLive: status.isLive }
    const answer = (code: number, body: Omit<ConnectResponse, 'liveStatus'>) =>
      ctx.response.status(code).send({ ...body, liveStatus: reported, status })
    switch (outcome.result) {
      case 'connected':
        return answer(200, { success: true, message: LIVE_MESSAGES.connected })
      case 'notLive':
        return answer(409, {
          success: false,
          error: LIVE_MESSAGES.notLive,
          code: LIVE_ERRORS.not_live,
          message: LIVE_MESSAGES.usernameSavedNotLive,
        })
      case 'rateLimited': {
        const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))
        ctx.response.header('Retry-After', String(seconds))
        return answer(429, {
          success: false,
          error: LIVE_MESSAGES.rateLimited(seconds),
          code: LIVE_ERRORS.rate_limited,
          params: { seconds },
          message: LIVE_MESSAGES.usernameSavedFailed,
        })
      }
      case 'failed':
        return answer(502, {
          success: false,
          error: `${LIVE_MESSAGES.connectFailed}: ${outcome.error}`,
          code: LIVE_ERRORS.connect_failed,
          params: { reason: outcome.error },
          message: LIVE_MESSAGES.usernameSavedFailed,
        })
    }
  }

  async disconnect(ctx: HttpContext) {
    const status = await disconnectCreator(ctx.acting)
    return { success: true, message: LIVE_MESSAGES.disconnectedTemporarily, status }
  }

  async apiStats(): Promise<LiveApiStatsResponse> {
    return { success: true, ...(await liveApiStats()) }
  }
}
