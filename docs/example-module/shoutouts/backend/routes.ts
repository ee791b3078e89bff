import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ShoutoutsController = () => import('./controllers/shoutouts_controller.js')

export default function shoutoutsRoutes() {
  router
    .group(() => {
      router.get('/', [ShoutoutsController, 'index']).as('shoutouts.index')
      router.post('/', [ShoutoutsController, 'store']).as('shoutouts.store')
    })
    .prefix('/api/shoutouts')
    .use(middleware.actor({ roles: ['CREATOR', 'MODERATOR'] }))
}
