import { contribute, defineBackendModule } from '#core/modules'
import { NODE_FIGURES } from '#core/cluster/node_figures'
import { METRICS } from '#core/monitoring/metrics_contributions'
import { CREATOR_SUMMARY, MONITORING } from '#core/back_office'
import { ACTIVITY_FIGURES } from '#core/activity_figures'
import { RETENTION } from '#core/database/retention_rules'
import { PLAYER_EXTENSIONS } from '#modules/players/backend/public'
import { LIVE_TOPICS } from '../shared/push.js'
import { LIVE_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'
import { LIVE_SETTINGS } from './settings.js'
import { giftsOfPlayers } from './player_extension.js'

/**
 * Live: the TikTok LIVE connection (tiktok-live-connector or the simulator), gifts, the event
 * pipeline, server push (Transmit SSE) and the OBS overlay. Chat messages, battle item cards and
 * gift batches go to the modules contributing to its extension points (public.ts). It records
 * live sessions and chat counted per day and sender, and contributes them to analytics' figures.
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  listeners: () => import('./listeners.js'),
  start: () => import('./start.js'),
  contributes: [
    contribute(PLAYER_EXTENSIONS, giftsOfPlayers),
    contribute(CREATOR_SUMMARY, () => import('./creator_summary.js')),
    contribute(MONITORING, () => import('./monitoring.js')),
    contribute(ACTIVITY_FIGURES, () => import('./activity_figures.js')),
    contribute(NODE_FIGURES, () => import('./node_figures.js')),
    contribute(METRICS, () => import('./metrics.js')),
    contribute(
      RETENTION,
      { kind: 'gifts', table: 'live_gifts', column: 'received_at', days: LIVE_SETTINGS.giftRetentionDays },
      {
        kind: 'chat tallies',
        table: 'live_chat_daily',
        column: 'day',
        stores: 'day',
        days: LIVE_SETTINGS.chatTallyRetentionDays,
      }
    ),
  ],
  settings: Object.values(LIVE_SETTINGS),
  demoData: () => import('./demo_data.js'),
  pushTopics: Object.values(LIVE_TOPICS),
  auditEvents: LIVE_AUDIT_EVENTS,
})
