import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AnalyticsController = () => import('./controllers/analytics_controller.js')

export default function analyticsRoutes() {
  router
    .group(() => {
      router.get('/api/analytics', [AnalyticsController, 'index']).as('analytics.index')
      router.get('/api/admin/creators/:id/statistics', [AnalyticsController, 'statistics']).as('analytics.statistics')
    })
    .use(middleware.actor({ roles: ['ADMIN'] }))
}
