import type { HttpContext } from '@adonisjs/core/http'
import { pushStreamLimits } from '#config/transmit'
import { ApiError } from '../http/api_error.js'
import { issueStreamTicket, redeemStreamTicket } from './stream_tickets.js'
import { openPushStream, subscribeStream, unsubscribeStream, userOwner } from './push_streams.js'
import { redisAvailability } from '../redis_availability.js'
import { nodeRegistry } from '../cluster/node_registry.js'
import { channelRequestValidator, openStreamValidator } from './validators.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

const TICKET_REQUIRED =
  'Opening a push stream needs a stream ticket: POST /api/push/ticket with your bearer token, then ?ticket='

/** While Redis is away and other processes run: screens update by polling until it returns. */
const PUSH_PAUSED =
  'Instant updates are paused while the servers cannot reach each other; screens refresh every few seconds'

/**
 * Whether push across processes is paused: Redis is away while other processes run, so a stream
 * here would miss what they publish (see followRedisAvailability). New streams wait for its return.
 */
async function pushAcrossProcessesPaused() {
  if (!redisAvailability.configured || redisAvailability.available()) return false
  return nodeRegistry.othersAlive()
}

/** Server push (Transmit SSE) for signed-in users: docs/api/core.md, "Server push". */
export default class PushController {
  /** POST /api/push/ticket: a single-use ticket that opens one stream within a minute. */
  async ticket({ acting }: HttpContext) {
    if (await pushAcrossProcessesPaused()) throw new ApiError(503, PUSH_PAUSED, CORE_ERRORS.push_paused)
    const ticket = await issueStreamTicket(userOwner(acting.user.id), Number(acting.tokenId))
    return { success: true, ticket, expiresIn: pushStreamLimits.ticketTtlSeconds }
  }

  /** GET /__transmit/events?uid=&ticket= */
  async events(ctx: HttpContext) {
    const { uid, ticket } = await openStreamValidator.validate(ctx.request.qs())
    const issued = await redeemStreamTicket(ticket)
    if (!issued) throw new ApiError(401, TICKET_REQUIRED, CORE_ERRORS.push_ticket_required)
    return openPushStream(ctx, issued.owner, uid, { sessionTokenId: issued.tokenId })
  }

  /** POST /__transmit/subscribe { uid, channel } with the bearer token. */
  async subscribe(ctx: HttpContext) {
    const { uid, channel } = await ctx.request.validateUsing(channelRequestValidator)
    await subscribeStream(ctx, userOwner(ctx.acting.user.id), uid, channel)
    return ctx.response.noContent()
  }

  /** POST /__transmit/unsubscribe { uid, channel } with the bearer token. */
  async unsubscribe(ctx: HttpContext) {
    const { uid, channel } = await ctx.request.validateUsing(channelRequestValidator)
    await unsubscribeStream(ctx, userOwner(ctx.acting.user.id), uid, channel)
    return ctx.response.noContent()
  }
}
