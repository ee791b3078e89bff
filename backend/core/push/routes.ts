import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { authorizeChannel } from './push_streams.js'

const PushController = () => import('./push_controller.js')

/**
 * Server push (Transmit SSE) on Transmit's own paths, so @adonisjs/transmit-client works
 * unchanged, behind the gate of push_streams.ts: a ticket to open, the bearer token to
 * (un)subscribe, caps and timeouts. Overlay pages open theirs through the live module.
 */
export function registerPushRoutes() {
  // A creator's channel: that creator's users (the creator, their moderators, an admin
  // impersonating them), as resolved by the actor middleware that runs on the subscribe route.
  authorizeChannel<{ id: string }>('creators/:id', (ctx, { id }) => {
    const creatorId = (ctx as Partial<HttpContext>).acting?.creatorId
    return creatorId !== null && creatorId !== undefined && creatorId === Number(id)
  })

  router.post('/api/push/ticket', [PushController, 'ticket']).use(middleware.actor()).as('core.push.ticket')
  router.get('/__transmit/events', [PushController, 'events']).as('core.push.events')
  router
    .group(() => {
      router.post('/__transmit/subscribe', [PushController, 'subscribe']).as('core.push.subscribe')
      router.post('/__transmit/unsubscribe', [PushController, 'unsubscribe']).as('core.push.unsubscribe')
    })
    .use(middleware.actor())
}
