import { defineFrontendModule } from '@shell'
import { ACCESS_DENIED } from './statistics/statisticsApi'

const ADMIN = ['ADMIN'] as const

/** Analytics: the creator statistics page (spec 2 §2). */
export default defineFrontendModule({
  name: 'analytics',
  routes: [
    {
      path: '/admin/creators/:id/statistics',
      roles: ADMIN,
      element: () => import('./statistics/CreatorStatisticsPage'),
      accessDenied: ACCESS_DENIED,
    },
  ],
})
