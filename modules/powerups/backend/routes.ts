import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PowerupsController = () => import('./controllers/powerups_controller.js')

export default function powerupsRoutes() {
  router
    .group(() => {
      router.post('grant', [PowerupsController, 'grant']).as('powerups.powerups.grant')
      router.post('use', [PowerupsController, 'use']).as('powerups.powerups.use')
    })
    .prefix('/api/players/powerups')
    .use(middleware.actor())

  router.get('/api/powerups/stats', [PowerupsController, 'stats']).use(middleware.actor()).as('powerups.stats.show')
}
