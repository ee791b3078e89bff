import { contribute, defineBackendModule } from '#core/modules'
import { ACTIVITY_FIGURES } from '#core/activity_figures'
import { defineResource } from '#core/resources/resource'
import { MODULE } from '../shared/module.js'

/**
 * Audit: what admins, creators and moderators read of the trail the kernel's recorder writes
 * (backend/core/audit): the audit list, stats and export API and screens, and the sign-in and
 * sign-out entries. Labels and sentences come from every module's declared `auditEvents`.
 */
export default defineBackendModule({
  ...MODULE,
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  listeners: () => import('./listeners.js'),
  contributes: [contribute(ACTIVITY_FIGURES, () => import('./activity_figures.js'))],
  resources: [
    defineResource({
      name: 'audit-logs',
      roles: ['ADMIN'],
      model: () => import('#core/audit/audit_entry'),
      searchColumns: ['actor_name', 'target_name', 'event_type'],
      sortable: ['createdAt', 'eventType', 'actorName', 'severity', 'category'],
      filters: { eventType: 'event_type', category: 'category', severity: 'severity', actorType: 'actor_type' },
    }),
  ],
})
