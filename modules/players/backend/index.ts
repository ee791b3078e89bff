import { defineBackendModule } from '#core/modules'
import { PLAYER_EVENTS } from '../shared/events.js'
import { PLAYERS_CHANGED_TOPIC } from '../shared/push.js'

/**
 * Players: a creator's audience members (name, aliases, status). Other modules use what
 * public.ts exports, and add fields or creation work by contributing to PLAYER_EXTENSIONS.
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
  creatorSummary: () => import('./services/creator_summary.js'),
  demoData: () => import('./demo_data.js'),
})
