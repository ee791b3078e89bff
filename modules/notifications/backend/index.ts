import { defineBackendModule } from '#core/modules'
import { NOTICE_AUDIT_EVENTS } from '../shared/audit_events.js'
import { NOTICES_CHANGED_TOPIC } from '../shared/push.js'

/**
 * Notifications: in-app notices per user (new players, powerups about to expire), created when
 * the user's switch in Settings → Notifications is on, pushed to their screens, marked read.
 */
export default defineBackendModule({
  name: 'notifications',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  listeners: () => import('./listeners.js'),
  start: () => import('./start.js'),
  auditEvents: NOTICE_AUDIT_EVENTS,
  pushTopics: [NOTICES_CHANGED_TOPIC],
})
