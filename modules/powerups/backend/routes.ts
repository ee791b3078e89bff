import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PowerupsController = () => import('./controllers/powerups_controller.js')
const TransferController = () => import('./controllers/transfer_controller.js')

export default function powerupsRoutes() {
  router
    .group(() => {
      router.post('grant', [PowerupsController, 'grant']).as('powerups.powerups.grant')
      router.post('use', [PowerupsController, 'use']).as('powerups.powerups.use')
      router.post('bulk-grant', [TransferController, 'bulkGrant']).as('powerups.powerups.bulkGrant')
      router.post('bulk-expire', [TransferController, 'bulkExpire']).as('powerups.powerups.bulkExpire')
    })
    .prefix('/api/players/powerups')
    .use(middleware.actor())

  // Players and their balances in one file: here, as it writes both (players never imports powerups).
  router
    .post('/api/players/import', [TransferController, 'import'])
    .use(middleware.actor())
    .as('powerups.transfer.import')

  router.get('/api/powerups/stats', [PowerupsController, 'stats']).use(middleware.actor()).as('powerups.stats.show')
}
