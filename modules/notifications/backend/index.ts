import { contribute, defineBackendModule } from '#core/modules'
import { RETENTION } from '#core/database/retention_rules'
import { NOTICE_AUDIT_EVENTS } from '../shared/audit_events.js'
import { NOTICES_CHANGED_TOPIC } from '../shared/push.js'
import { MODULE } from '../shared/module.js'
import { NOTICE_SETTINGS } from './settings.js'

/**
 * Notifications: in-app notices per user (new players, powerups about to expire), created when
 * the user's switch in Settings → Notifications is on, pushed to their screens, marked read.
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  listeners: () => import('./listeners.js'),
  start: () => import('./start.js'),
  auditEvents: NOTICE_AUDIT_EVENTS,
  pushTopics: [NOTICES_CHANGED_TOPIC],
  settings: Object.values(NOTICE_SETTINGS),
  contributes: [
    contribute(RETENTION, {
      kind: 'notices',
      table: 'notices',
      column: 'created_at',
      days: NOTICE_SETTINGS.noticeRetentionDays,
    }),
  ],
})
