import { defineBackendModule } from '#core/modules'
import { defineResource } from '#core/resources/resource'
import { AUTH_EVENTS } from '../shared/audit.js'

/**
 * Audit: the append-only trail every module writes through `recordAudit`
 * (the kernel's recorder, backend/core/audit/recorder.ts), and the screens' read API.
 */
export default defineBackendModule({
  name: 'audit',
  routes: () => import('./routes.js'),
  listeners: () => import('./listeners.js'),
  auditEvents: {
    [AUTH_EVENTS.MODERATOR_LOGIN]: { category: 'AUTHENTICATION', severity: 'LOW' },
    [AUTH_EVENTS.MODERATOR_LOGOUT]: { category: 'AUTHENTICATION', severity: 'LOW' },
    [AUTH_EVENTS.USER_LOGIN]: { category: 'AUTHENTICATION', severity: 'LOW' },
    [AUTH_EVENTS.USER_LOGOUT]: { category: 'AUTHENTICATION', severity: 'LOW' },
  },
  resources: [
    defineResource({
      name: 'audit-logs',
      roles: ['ADMIN'],
      model: () => import('./models/audit_log.js'),
      searchColumns: ['actor_name', 'target_name', 'event_type'],
      sortable: ['createdAt', 'eventType', 'actorName', 'severity', 'category'],
      filters: { eventType: 'event_type', category: 'category', severity: 'severity', actorType: 'actor_type' },
    }),
  ],
})
