import { defineBackendModule } from '#core/modules'
import { booleanFilter, defineResource } from '#core/resources/resource'
import { ADMIN_AUDIT_EVENTS } from '../shared/audit_events.js'
import { usersResource } from './users/users_resource.js'
import { MODULE } from '../shared/module.js'

/** Admin: creator and admin management, impersonation. */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  auditEvents: ADMIN_AUDIT_EVENTS,
  resources: [
    defineResource({
      name: 'creators',
      roles: ['ADMIN'],
      model: () => import('#core/users/user'),
      scope: (query) => query.where('role', 'CREATOR'),
      searchColumns: ['name', 'email', 'tiktok_username'],
      sortable: ['createdAt', 'name', 'email', 'lastLoginAt', 'isActive'],
      filters: { isActive: booleanFilter('is_active', 'isActive') },
    }),
    defineResource({
      name: 'admins',
      roles: ['ADMIN'],
      model: () => import('#core/users/user'),
      scope: (query) => query.where('role', 'ADMIN'),
      searchColumns: ['name', 'email'],
      sortable: ['createdAt', 'name', 'email', 'lastLoginAt'],
      filters: { isActive: booleanFilter('is_active', 'isActive') },
    }),
    usersResource,
  ],
})
