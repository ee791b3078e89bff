import { defineResource } from '#core/resources/resource'
import { currentAccounts, presentUser, USER_SEARCH_COLUMNS } from './accounts.js'

const controller = async () => new (await import('./users_controller.js')).default()

/**
 * Every account for the /users page (react-admin): search by name or email, a role filter, and
 * writes through the services that keep each role (admins', creators', the moderators module's).
 */
export const usersResource = defineResource({
  name: 'users',
  roles: ['ADMIN'],
  model: () => import('#core/users/user'),
  scope: (query) => currentAccounts(query),
  searchColumns: USER_SEARCH_COLUMNS,
  serialize: presentUser,
  sortable: ['createdAt', 'name', 'email', 'role', 'lastLoginAt'],
  filters: { role: 'role' },
  create: async (ctx) => (await controller()).store(ctx),
  update: async (ctx, row) => (await controller()).update(ctx, row),
  destroy: async (ctx, row) => (await controller()).destroy(ctx, row),
})
