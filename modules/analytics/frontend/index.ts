import InsightsIcon from '@mui/icons-material/Insights'
import { defineFrontendModule } from '@shell'
import { ACCESS_DENIED } from './statistics/statisticsApi'
import { MODULE } from '../shared/module'

const ADMIN = ['ADMIN'] as const

/** Analytics: Analytics & Reports and the creator statistics page, for admins (docs/api/analytics.md). */
export default defineFrontendModule({
  ...MODULE,
  messages: (language) => import(`./messages/${language}.ts`),
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  routes: [
    { path: '/admin/analytics', roles: ADMIN, element: () => import('./reports/AnalyticsPage') },
    {
      path: '/admin/creators/:id/statistics',
      roles: ADMIN,
      element: () => import('./statistics/CreatorStatisticsPage'),
      accessDenied: ACCESS_DENIED,
    },
  ],
  menu: [{ label: 'analytics.menu.analytics', path: '/admin/analytics', icon: InsightsIcon, roles: ADMIN, order: 40 }],
})
