import { contribute, defineBackendModule } from '#core/modules'
import { CREATOR_SUMMARY } from '#core/back_office'
import { ACTIVITY_FIGURES } from '#core/activity_figures'
import { PLAYERS_CHANGED_TOPIC } from '../shared/push.js'
import { PLAYER_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'
import { PLAYERS_PERMISSIONS } from '../shared/permissions.js'

/**
 * Players: a creator's audience members (name, aliases, status). Other modules use what
 * public.ts exports, and add fields or creation work by contributing to PLAYER_EXTENSIONS.
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  auditEvents: PLAYER_AUDIT_EVENTS,
  permissions: PLAYERS_PERMISSIONS,
  pushTopics: [PLAYERS_CHANGED_TOPIC],
  contributes: [
    contribute(CREATOR_SUMMARY, () => import('./services/creator_summary.js')),
    contribute(ACTIVITY_FIGURES, () => import('./activity_figures.js')),
  ],
  demoData: () => import('./demo_data.js'),
})
