import { contribute, defineBackendModule } from '#core/modules'
import { CREATOR_SUMMARY } from '#modules/admin/backend/public'
import { PLAYER_EVENTS } from '../shared/events.js'
import { PLAYERS_CHANGED_TOPIC } from '../shared/push.js'

/**
 * Players: a creator's audience members (name, aliases, status). Other modules use
 * services/players_service.ts, add fields or creation work through
 * services/player_extensions.ts, and plug moderator permissions into services/tenant_access.ts.
 */
export default defineBackendModule({
  name: 'players',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  auditEvents: {
    [PLAYER_EVENTS.PLAYER_CREATED]: { category: 'DATA_CHANGE', severity: 'LOW' },
    [PLAYER_EVENTS.PLAYER_UPDATED]: { category: 'DATA_CHANGE', severity: 'LOW' },
    [PLAYER_EVENTS.PLAYER_DELETED]: { category: 'DATA_CHANGE', severity: 'MEDIUM' },
  },
  pushTopics: [PLAYERS_CHANGED_TOPIC],
  contributes: [contribute(CREATOR_SUMMARY, () => import('./services/creator_summary.js'))],
  demoData: () => import('./demo_data.js'),
})
