import { defineFrontendModule } from '@shell'

const ADMIN = ['ADMIN'] as const

/** Analytics: the creator statistics page (spec 2 §2). */
export default defineFrontendModule({
  name: 'analytics',
  routes: [
    {
      path: '/admin/creators/:id/statistics',
      roles: ADMIN,
      element: () => import('./statistics/CreatorStatisticsPage'),
    },
  ],
})
