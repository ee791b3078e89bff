import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { overlayChannel } from '../shared/push.js'

/** Requests of overlay pages whose secret was checked, and the overlay they may follow. */
const overlayGrants = new WeakMap<HttpContext, string>()

/**
 * Who may follow which push channel. A creator's channel: that creator's users (the creator,
 * their moderators, an admin impersonating them), as resolved by the actor middleware that runs
 * on Transmit's subscribe route. An overlay's channel: a request that presented its secret.
 */
export function registerPushChannels() {
  transmit.authorize<{ id: string }>('creators/:id', (ctx, { id }) => {
    const creatorId = (ctx as Partial<HttpContext>).actor?.creatorId
    return creatorId !== null && creatorId !== undefined && creatorId === Number(id)
  })
  transmit.authorize<{ key: string }>('overlays/:key', (ctx, { key }) => overlayGrants.get(ctx) === key)
}

/** Subscribes an overlay page's SSE stream (`uid`) to its overlay, once its secret was checked. */
export function subscribeOverlay(ctx: HttpContext, uid: string, overlayKey: string) {
  overlayGrants.set(ctx, overlayKey)
  return transmit.subscribe({ uid, channel: overlayChannel(overlayKey), context: ctx })
}
