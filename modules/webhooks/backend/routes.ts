import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const WebhooksController = () => import('./controllers/webhooks_controller.js')

/**
 * Creators manage their endpoints, admins the platform-wide ones (or a creator's, impersonating).
 * Reads take any script token; changes (`webhooks.manage.*`) a person's session only.
 */
export default function webhookRoutes() {
  router
    .group(() => {
      router.get('/', [WebhooksController, 'index']).as('webhooks.index')
      router.get(':id/deliveries', [WebhooksController, 'deliveries']).as('webhooks.deliveries')
      router.post('/', [WebhooksController, 'store']).as('webhooks.manage.store')
      router.delete(':id', [WebhooksController, 'destroy']).as('webhooks.manage.destroy')
      router.post(':id/enable', [WebhooksController, 'enable']).as('webhooks.manage.enable')
      router.post(':id/test', [WebhooksController, 'test']).as('webhooks.manage.test')
    })
    .prefix('/api/webhooks')
    .use(middleware.actor({ roles: ['CREATOR', 'ADMIN'] }))
}
