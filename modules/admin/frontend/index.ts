import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import GroupsIcon from '@mui/icons-material/Groups'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import PeopleIcon from '@mui/icons-material/People'
import { contribute, defineFrontendModule, ROLES, SERVICE_TEXTS } from '@shell'
import { ADMIN_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'

const ADMIN = ['ADMIN'] as const

/** Admin: creator and admin management, impersonation, system health (docs/api/admin.md). */
export default defineFrontendModule({
  ...MODULE,
  contributes: [contribute(SERVICE_TEXTS, () => import('./monitoring/serviceTexts'))],
  messages: (language) => import(`./messages/${language}.ts`),
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  auditEvents: ADMIN_AUDIT_EVENTS,
  // /users opens for every role: non-admins read its Access Denied (docs/api/admin.md); the API is admins' only.
  resources: [
    {
      name: 'users',
      roles: ROLES,
      label: 'admin.menu.users',
      icon: PeopleIcon,
      list: () => import('./users/UserList'),
      create: () => import('./users/UserCreate'),
      edit: () => import('./users/UserEdit'),
      recordRepresentation: 'name',
    },
  ],
  routes: [
    { path: '/admin/creators', roles: ADMIN, element: () => import('./creators/CreatorManagementPage') },
    { path: '/admin/management', roles: ADMIN, element: () => import('./admins/AdminManagementPage') },
    { path: '/admin/system-health', roles: ADMIN, element: () => import('./monitoring/SystemHealthPage') },
    { path: '/admin/api-monitoring', roles: ADMIN, element: () => import('./monitoring/ApiMonitoringPage') },
  ],
  menu: [
    {
      label: 'admin.menu.adminManagement',
      path: '/admin/management',
      icon: AdminPanelSettingsIcon,
      roles: ADMIN,
      order: 10,
    },
    { label: 'admin.menu.creatorManagement', path: '/admin/creators', icon: GroupsIcon, roles: ADMIN, order: 20 },
    { label: 'admin.menu.users', path: '/users', icon: PeopleIcon, roles: ADMIN, order: 25 },
    { label: 'admin.menu.systemHealth', path: '/admin/system-health', icon: MonitorHeartIcon, roles: ADMIN, order: 30 },
  ],
  dashboardWidgets: [
    {
      id: 'admin.overview',
      tab: 'overview',
      roles: ADMIN,
      order: 10,
      component: () => import('./dashboard/AdminOverviewWidget'),
    },
  ],
})
