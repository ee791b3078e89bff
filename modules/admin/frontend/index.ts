import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import GroupsIcon from '@mui/icons-material/Groups'
import { defineFrontendModule } from '@shell'

const ADMIN = ['ADMIN'] as const

/** Admin: creator and admin management, impersonation (spec 2 §2). */
export default defineFrontendModule({
  name: 'admin',
  resources: [
    {
      name: 'creators',
      label: 'Creators',
      roles: ADMIN,
      icon: GroupsIcon,
      recordRepresentation: 'name',
      list: () => import('./resources/AccountLists').then((m) => ({ default: m.CreatorList })),
    },
    {
      name: 'admins',
      label: 'Admins',
      roles: ADMIN,
      icon: AdminPanelSettingsIcon,
      recordRepresentation: 'name',
      list: () => import('./resources/AccountLists').then((m) => ({ default: m.AdminList })),
    },
  ],
  routes: [
    { path: '/admin/creators', roles: ADMIN, element: () => import('./creators/CreatorManagementPage') },
    { path: '/admin/management', roles: ADMIN, element: () => import('./admins/AdminManagementPage') },
  ],
  menu: [
    { label: 'Admin Management', path: '/admin/management', icon: AdminPanelSettingsIcon, roles: ADMIN, order: 10 },
    { label: 'Creator Management', path: '/admin/creators', icon: GroupsIcon, roles: ADMIN, order: 20 },
  ],
  dashboardWidgets: [
    { id: 'admin.overview', tab: 'overview', roles: ADMIN, order: 10, component: () => import('./dashboard/AdminOverviewWidget') },
  ],
})
