import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { registerPushChannels } from './push_channels.js'

const TiktokController = () => import('./controllers/tiktok_controller.js')
const LiveController = () => import('./controllers/live_controller.js')

const everyone = middleware.actor({ roles: ['CREATOR', 'MODERATOR'] })
const creatorOnly = middleware.actor({ roles: ['CREATOR'] })

export default function liveRoutes() {
  registerPushChannels()

  // Moderators read, the creator (or an admin impersonating them) acts (docs/api/live.md).
  router
    .group(() => {
      router.get('status', [TiktokController, 'status']).use(everyone).as('live.tiktok.status')
      router.get('gifts/recent', [TiktokController, 'recentGifts']).use(everyone).as('live.gifts.recent')
      router.delete('gifts/clear', [TiktokController, 'clearGifts']).use(creatorOnly).as('live.gifts.clear')
      router.post('connect', [TiktokController, 'connect']).use(creatorOnly).as('live.tiktok.connect')
      router.post('disconnect', [TiktokController, 'disconnect']).use(creatorOnly).as('live.tiktok.disconnect')
      router
        .get('api-stats', [TiktokController, 'apiStats'])
        .use(middleware.actor({ roles: ['ADMIN'] }))
        .as('live.tiktok.apiStats')
    })
    .prefix('/api/tiktok-optimized')

  router
    .group(() => {
      router.get('driver', [LiveController, 'driver']).use(everyone).as('live.driver.show')
      router.put('driver', [LiveController, 'changeDriver']).use(creatorOnly).as('live.driver.update')
      router.post('simulator/events', [LiveController, 'simulatorEvent']).use(creatorOnly).as('live.simulator.event')
      router.get('overlay', [LiveController, 'overlay']).use(creatorOnly).as('live.overlay.show')
      router.post('overlay', [LiveController, 'createOverlay']).use(creatorOnly).as('live.overlay.create')
      router.delete('overlay', [LiveController, 'revokeOverlay']).use(creatorOnly).as('live.overlay.revoke')
      // The overlay's own calls: no token, the secret in the path is the credential.
      router.get('overlay/:secret/state', [LiveController, 'overlayState']).as('live.overlay.state')
      router.get('overlay/:secret/events', [LiveController, 'overlayEvents']).as('live.overlay.events')
      router.post('overlay/:secret/subscribe', [LiveController, 'overlaySubscribe']).as('live.overlay.subscribe')
    })
    .prefix('/api/live')

  router.get('/overlay/:secret', [LiveController, 'overlayPage']).as('live.overlay.page')
}
