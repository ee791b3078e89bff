import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const NoticesController = () => import('./controllers/notices_controller.js')

export default function noticeRoutes() {
  router
    .group(() => {
      router.get('/', [NoticesController, 'index']).as('notifications.index')
      router.post('read', [NoticesController, 'markRead']).as('notifications.read')
    })
    .prefix('/api/notifications')
    .use(middleware.actor())
}
