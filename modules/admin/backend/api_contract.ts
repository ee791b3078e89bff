import { defineApiContract } from '#core/api_contract/contract'
import {
  apiUsageValidator,
  createAdminValidator,
  createCreatorValidator,
  creatorTotalsValidator,
  importCreatorsValidator,
  impersonateValidator,
  listCreatorsValidator,
  toggleActiveValidator,
  updateAdminValidator,
  updateCreatorValidator,
} from './validators.js'
import { userCountsValidator } from './users/validators.js'

/** docs/api/admin.md */
export default defineApiContract({
  tag: 'Admin',
  description: 'The back office: creators, admins, impersonation and monitoring (admins).',
  routes: {
    'admin.creators.index': { summary: 'List creators', query: listCreatorsValidator },
    'admin.creators.summary': { summary: 'Creator totals', query: creatorTotalsValidator },
    'admin.creators.store': { summary: 'Add a creator', body: createCreatorValidator },
    'admin.creators.import': { summary: 'Import creators', body: importCreatorsValidator },
    'admin.creators.update': { summary: 'Change a creator', body: updateCreatorValidator },
    'admin.creators.toggle': { summary: 'Activate or deactivate a creator', body: toggleActiveValidator },
    'admin.creators.destroy': { summary: 'Delete a creator' },
    'admin.creators.impersonate': { summary: 'Act as a creator', body: impersonateValidator },
    'admin.impersonation.exit': { summary: 'Stop acting as a creator' },
    'admin.admins.index': { summary: 'List admins' },
    'admin.admins.store': { summary: 'Add an admin', body: createAdminValidator },
    'admin.admins.update': { summary: 'Change an admin', body: updateAdminValidator },
    'admin.admins.toggle': { summary: 'Activate or deactivate an admin', body: toggleActiveValidator },
    'admin.admins.destroy': { summary: 'Delete an admin' },
    'admin.users.summary': { summary: 'Account counts', query: userCountsValidator },
    'admin.monitoring.health': { summary: 'System health' },
    'admin.monitoring.usage': { summary: 'API usage', query: apiUsageValidator },
    'admin.monitoring.alerts': { summary: 'System alerts' },
    'monitoring.stats': { summary: 'Monitoring figures' },
    'monitoring.alerts': { summary: 'Monitoring alerts' },
  },
})
