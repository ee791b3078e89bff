import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PlayersController = () => import('./controllers/players_controller.js')

export default function playersRoutes() {
  router
    .group(() => {
      router.get('/', [PlayersController, 'index']).as('players.players.index')
      router.post('/', [PlayersController, 'store']).as('players.players.store')
      router.put('/', [PlayersController, 'update']).as('players.players.update')
      router.delete('delete', [PlayersController, 'destroy']).as('players.players.destroy')
      router.put('tiktok', [PlayersController, 'linkTikTok']).as('players.players.link_tiktok')
      router.post('merge', [PlayersController, 'merge']).as('players.players.merge')
      router.post('bulk-delete', [PlayersController, 'bulkDestroy']).as('players.players.bulkDestroy')
    })
    .prefix('/api/players')
    .use(middleware.actor())
}
