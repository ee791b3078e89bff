import type { HttpContext } from '@adonisjs/core/http'
import { driverValidator, simulatorBatchValidator, simulatorEventValidator } from '../validators.js'
import { changeCreatorDriver, creatorDriver, simulatedStream } from '../services/live_service.js'
import { createOverlay, overlayInfo, overlayState, requireOverlay, revokeOverlay } from '../services/overlay_service.js'
import { streamUidValidator } from '#core/push/validators'
import { openOverlayStream, subscribeOverlay } from '../push_channels.js'
import { BLANK_OVERLAY_PAGE, renderOverlayPage } from '../overlay/overlay_page.js'
import { pageScriptNonce } from '#core/http/security_headers_middleware'
import type { LiveDriverResponse, LiveEvent, OverlayResponse, OverlayStateResponse } from '../../shared/live.js'
import { ApiError } from '#core/http/api_error'

/** Handles and nicknames are optional in the payload; the pipeline reads them as ''. */
function withEmptyNames(event: LiveEvent): LiveEvent {
  if (event.type === 'battleItem') {
    return { ...event, users: event.users.map((user) => ({ ...user, nickname: user.nickname ?? '' })) }
  }
  if (event.type !== 'gift' && event.type !== 'chat') return event
  return { ...event, uniqueId: event.uniqueId ?? '', nickname: event.nickname ?? '' }
}

/** A refusal that asks the caller to come back later (a full gift queue) says when, as `Retry-After`. */
async function withRetryAfter<T>(ctx: HttpContext, run: () => Promise<T>) {
  try {
    return await run()
  } catch (error) {
    const retryAfter = error instanceof ApiError ? error.extra.retryAfter : undefined
    if (typeof retryAfter === 'number') ctx.response.header('Retry-After', String(retryAfter))
    throw error
  }
}

/** `/api/live/*`: simulator, driver, the OBS overlay. */
export default class LiveController {
  /** One event, or `{ events: [...] }` handled in order (all validated before the first runs). */
  async simulatorEvent(ctx: HttpContext) {
    ctx.acting.requireCreatorId()
    if (!('events' in ctx.request.body())) {
      const event = (await ctx.request.validateUsing(simulatorEventValidator)) as LiveEvent
      const stream = await simulatedStream(ctx.acting)
      return { success: true, ...(await withRetryAfter(ctx, () => stream.send(withEmptyNames(event)))) }
    }
    const { events } = await ctx.request.validateUsing(simulatorBatchValidator)
    const stream = await simulatedStream(ctx.acting)
    const results = await withRetryAfter(ctx, () => stream.sendAll((events as LiveEvent[]).map(withEmptyNames)))
    return { success: true, results }
  }

  async driver(ctx: HttpContext): Promise<LiveDriverResponse> {
    return { success: true, ...(await creatorDriver(ctx.acting.requireCreatorId())) }
  }

  async changeDriver(ctx: HttpContext): Promise<LiveDriverResponse> {
    ctx.acting.requireCreatorId()
    const { driver } = await ctx.request.validateUsing(driverValidator)
    return { success: true, ...(await changeCreatorDriver(ctx.acting, driver)) }
  }

  async overlay(ctx: HttpContext): Promise<OverlayResponse> {
    return { success: true, overlay: await overlayInfo(ctx.acting.requireCreatorId()) }
  }

  async createOverlay(ctx: HttpContext): Promise<OverlayResponse> {
    return { success: true, overlay: await createOverlay(ctx.acting) }
  }

  async revokeOverlay(ctx: HttpContext): Promise<OverlayResponse> {
    return { success: true, overlay: await revokeOverlay(ctx.acting) }
  }

  /** Public (secret in the path): the overlay page's first picture. */
  async overlayState({ params }: HttpContext): Promise<OverlayStateResponse> {
    return { success: true, ...(await overlayState(String(params.secret))) }
  }

  /** Public (secret in the path): the page's SSE stream, which may follow its overlay only. */
  async overlayEvents(ctx: HttpContext) {
    const { overlayKey } = await requireOverlay(String(ctx.params.secret))
    const { uid } = await streamUidValidator.validate(ctx.request.qs())
    return openOverlayStream(ctx, uid, overlayKey)
  }

  /** Public (secret in the path): joins the page's SSE stream to its overlay channel. */
  async overlaySubscribe(ctx: HttpContext) {
    const { overlayKey } = await requireOverlay(String(ctx.params.secret))
    const { uid } = await ctx.request.validateUsing(streamUidValidator)
    await subscribeOverlay(ctx, uid, overlayKey)
    return ctx.response.noContent()
  }

  /** The OBS browser source: a transparent page outside the signed-in app. */
  async overlayPage(ctx: HttpContext) {
    const { params, response } = ctx
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Cache-Control', 'no-store')
    const nonce = pageScriptNonce(ctx, { framable: true })
    const found = await requireOverlay(String(params.secret)).catch(() => null)
    // A revoked or mistyped link is a 404 that shows nothing: never an error text over the stream.
    if (!found) return response.status(404).send(BLANK_OVERLAY_PAGE)
    return renderOverlayPage(String(params.secret), nonce, found.language)
  }
}
