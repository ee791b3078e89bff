import type { HttpContext } from '@adonisjs/core/http'
import { authorizeChannel, openPushStream, overlayOwner, streamOwnerOf, subscribeStream } from '#core/push/push_streams'
import { overlayChannel } from '../shared/push.js'

/**
 * Who may follow which push channel. A creator's channel: that creator's users (the creator,
 * their moderators, an admin impersonating them), as resolved by the actor middleware that runs
 * on the subscribe route. An overlay's channel: that overlay's own stream, opened with its secret.
 */
export function registerPushChannels() {
  authorizeChannel<{ id: string }>('creators/:id', (ctx, { id }) => {
    const creatorId = (ctx as Partial<HttpContext>).actor?.creatorId
    return creatorId !== null && creatorId !== undefined && creatorId === Number(id)
  })
  authorizeChannel<{ key: string }>('overlays/:key', (ctx, { key }) => streamOwnerOf(ctx) === overlayOwner(key))
}

/** Opens an overlay page's SSE stream (`uid`), once its secret was checked. */
export function openOverlayStream(ctx: HttpContext, uid: string, overlayKey: string) {
  return openPushStream(ctx, overlayOwner(overlayKey), uid)
}

/** Subscribes an overlay page's stream (`uid`) to its overlay, once its secret was checked. */
export function subscribeOverlay(ctx: HttpContext, uid: string, overlayKey: string) {
  return subscribeStream(ctx, overlayOwner(overlayKey), uid, overlayChannel(overlayKey))
}
