import { contribute, defineBackendModule } from '#core/modules'
import { MONITORING } from '#core/back_office'
import { ACTIVITY_FIGURES } from '#core/activity_figures'
import { MATCH_EVENT_HANDLERS, OVERLAY_BOARDS } from '#modules/live/backend/public'
import { USE_GUARDS } from '#modules/powerups/backend/public'
import { MATCH_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MATCHES_TOPIC } from '../shared/push.js'
import { MODULE } from '../shared/module.js'
import { MATCH_SETTINGS } from './settings.js'

/**
 * Matches (issue 31): the TikTok matches (LIVE battles) of a creator's stream. Live decodes the
 * match messages and hands them over through MATCH_EVENT_HANDLERS; each match is stored once with
 * its score over time and the powerups used during it (powerups' USE_GUARDS, which also enforces
 * the per-match limits), pushed on `matches`, shown on the overlay (OVERLAY_BOARDS, key `match`).
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  settings: Object.values(MATCH_SETTINGS),
  auditEvents: MATCH_AUDIT_EVENTS,
  pushTopics: [MATCHES_TOPIC],
  contributes: [
    contribute(MATCH_EVENT_HANDLERS, () => import('./match_handler.js')),
    contribute(USE_GUARDS, () => import('./use_guard.js')),
    contribute(OVERLAY_BOARDS, {
      key: 'match',
      latest: async (creatorId: number) => (await import('./services/matches_service.js')).runningMatchOf(creatorId),
    }),
    contribute(MONITORING, () => import('./monitoring.js')),
    contribute(ACTIVITY_FIGURES, () => import('./activity_figures.js')),
  ],
})
