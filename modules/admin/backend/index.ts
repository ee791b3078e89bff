import { defineBackendModule } from '#core/modules'
import { defineResource } from '#core/resources/resource'
import { ADMIN_EVENTS } from '../shared/events.js'

const userManagement = { category: 'USER_MANAGEMENT', severity: 'MEDIUM' } as const
const security = { category: 'SECURITY', severity: 'HIGH' } as const

/** Admin: creator and admin management, impersonation. */
export default defineBackendModule({
  name: 'admin',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  auditEvents: {
    [ADMIN_EVENTS.IMPERSONATION_STARTED]: security,
    [ADMIN_EVENTS.IMPERSONATION_ENDED]: { category: 'SECURITY', severity: 'LOW' },
    [ADMIN_EVENTS.CREATOR_CREATED]: userManagement,
    [ADMIN_EVENTS.CREATOR_UPDATED]: userManagement,
    [ADMIN_EVENTS.CREATOR_ACTIVATED]: userManagement,
    [ADMIN_EVENTS.CREATOR_DEACTIVATED]: { category: 'USER_MANAGEMENT', severity: 'HIGH' },
    [ADMIN_EVENTS.CREATOR_DELETED]: { category: 'USER_MANAGEMENT', severity: 'CRITICAL' },
    [ADMIN_EVENTS.ADMIN_CREATED]: security,
    [ADMIN_EVENTS.ADMIN_UPDATED]: security,
    [ADMIN_EVENTS.ADMIN_ACTIVATED]: security,
    [ADMIN_EVENTS.ADMIN_DEACTIVATED]: security,
    [ADMIN_EVENTS.ADMIN_DELETED]: { category: 'SECURITY', severity: 'CRITICAL' },
  },
  resources: [
    defineResource({
      name: 'creators',
      roles: ['ADMIN'],
      model: () => import('#core/users/user'),
      scope: (query) => query.where('role', 'CREATOR'),
      searchColumns: ['name', 'email', 'tiktok_username'],
      sortable: ['createdAt', 'name', 'email', 'lastLoginAt', 'isActive'],
      filters: { isActive: 'is_active' },
    }),
    defineResource({
      name: 'admins',
      roles: ['ADMIN'],
      model: () => import('#core/users/user'),
      scope: (query) => query.where('role', 'ADMIN'),
      searchColumns: ['name', 'email'],
      sortable: ['createdAt', 'name', 'email', 'lastLoginAt'],
      filters: { isActive: 'is_active' },
    }),
  ],
})
