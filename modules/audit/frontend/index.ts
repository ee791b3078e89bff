import { defineFrontendModule } from '@shell'
import { MODULE } from '../shared/module'

const ADMIN = ['ADMIN'] as const

/** Audit: the /audit page (every role, scoped by the server), the admins' System Audit Logs and dashboard activity. */
export default defineFrontendModule({
  ...MODULE,
  messages: (language) => import(`./messages/${language}.ts`),
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  routes: [
    { path: '/audit', element: () => import('./page/AuditPage') },
    // The system-wide log with its server-side filters and paging (docs/api/audit.md).
    { path: '/admin/audit', roles: ADMIN, element: () => import('./system/SystemAuditPage') },
  ],
  dashboardWidgets: [
    {
      id: 'audit.recent',
      tab: 'monitoring',
      roles: ADMIN,
      order: 50,
      component: () => import('./dashboard/RecentAuditWidget'),
    },
    {
      id: 'audit.recent-activity',
      tab: 'overview',
      roles: ['CREATOR'],
      order: 30,
      component: () => import('./dashboard/RecentActivityWidget'),
    },
  ],
})
