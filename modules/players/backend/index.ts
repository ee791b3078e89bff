import { defineBackendModule } from '#core/modules'
import { PLAYERS_CHANGED_TOPIC } from '../shared/push.js'
import { PLAYER_AUDIT_EVENTS } from '../shared/audit_events.js'

/**
 * Players: a creator's audience members (name, aliases, status). Other modules use
 * services/players_service.ts, add fields or creation work through
 * services/player_extensions.ts, and plug moderator permissions into services/tenant_access.ts.
 */
export default defineBackendModule({
  name: 'players',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  auditEvents: PLAYER_AUDIT_EVENTS,
  pushTopics: [PLAYERS_CHANGED_TOPIC],
  creatorSummary: () => import('./services/creator_summary.js'),
  demoData: () => import('./demo_data.js'),
})
