import { contribute, defineBackendModule } from '#core/modules'
import { NODE_FIGURES } from '#core/cluster/node_figures'
import { METRICS } from '#core/monitoring/metrics_contributions'
import { CREATOR_SUMMARY, MONITORING } from '#modules/admin/backend/public'
import { ACTIVITY_FIGURES } from '#modules/analytics/backend/public'
import { LIVE_TOPICS } from '../shared/push.js'
import { LIVE_AUDIT_EVENTS } from '../shared/audit_events.js'

/**
 * Live: the TikTok LIVE connection (tiktok-live-connector or the simulator), gifts, chat
 * commands, server push (Transmit SSE) and the OBS overlay. Other modules may call
 * services/api_stats.ts (liveApiStats). It records
 * live sessions and chat counted per day and sender, and contributes them to analytics' figures.
 */
export default defineBackendModule({
  name: 'live',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  listeners: () => import('./listeners.js'),
  start: () => import('./start.js'),
  contributes: [
    contribute(CREATOR_SUMMARY, () => import('./creator_summary.js')),
    contribute(MONITORING, () => import('./monitoring.js')),
    contribute(ACTIVITY_FIGURES, () => import('./activity_figures.js')),
    contribute(NODE_FIGURES, () => import('./node_figures.js')),
    contribute(METRICS, () => import('./metrics.js')),
  ],
  demoData: () => import('./demo_data.js'),
  pushTopics: Object.values(LIVE_TOPICS),
  auditEvents: LIVE_AUDIT_EVENTS,
})
