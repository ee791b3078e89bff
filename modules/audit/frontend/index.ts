import { defineFrontendModule } from '@shell'

const ADMIN = ['ADMIN'] as const

/** Audit: the /audit page (every role, scoped by the server; /admin/audit for admins) and dashboard activity. */
export default defineFrontendModule({
  name: 'audit',
  routes: [
    { path: '/audit', element: () => import('./page/AuditPage') },
    // Spec 2's route for the system-wide log: the same page, which the server scopes by role.
    { path: '/admin/audit', roles: ADMIN, element: () => import('./page/AuditPage') },
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
