import InsightsIcon from '@mui/icons-material/Insights'
import { defineFrontendModule } from '@shell'

const ADMIN = ['ADMIN'] as const

/** Analytics: Analytics & Reports and the creator statistics page, for admins (spec 2 §2). */
export default defineFrontendModule({
  name: 'analytics',
  routes: [{ path: '/admin/analytics', roles: ADMIN, element: () => import('./reports/AnalyticsPage') }],
  menu: [{ label: 'Analytics', path: '/admin/analytics', icon: InsightsIcon, roles: ADMIN, order: 40 }],
})
