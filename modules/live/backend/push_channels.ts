import type { HttpContext } from '@adonisjs/core/http'
import { authorizeChannel, openPushStream, overlayOwner, streamOwnerOf, subscribeStream } from '#core/push/push_streams'
import { overlayChannel } from '../shared/push.js'

/**
 * Who may follow an overlay's push channel: that overlay's own stream, opened with its secret.
 * (Creator channels are the kernel's: core/push/routes.ts.)
 */
export function registerPushChannels() {
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
