import { contribute, defineBackendModule } from '#core/modules'
import { CREATOR_SUMMARY, MONITORING } from '#modules/admin/backend/public'
import { LIVE_EVENTS } from '../shared/events.js'
import { LIVE_TOPICS } from '../shared/push.js'

const systemConfig = { category: 'SYSTEM_CONFIG', severity: 'LOW' } as const

/**
 * Live: the TikTok LIVE connection (tiktok-live-connector or the simulator), gifts, chat
 * commands, server push (Transmit SSE) and the OBS overlay. Other modules may call
 * services/gifts_service.ts (giftStatistics) and services/api_stats.ts (liveApiStats).
 */
export default defineBackendModule({
  name: 'live',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  listeners: () => import('./listeners.js'),
  start: () => import('./start.js'),
  contributes: [
    contribute(CREATOR_SUMMARY, () => import('./creator_summary.js')),
    contribute(MONITORING, () => import('./monitoring.js')),
  ],
  demoData: () => import('./demo_data.js'),
  pushTopics: Object.values(LIVE_TOPICS),
  auditEvents: {
    [LIVE_EVENTS.TIKTOK_USERNAME_UPDATED]: { category: 'USER_MANAGEMENT', severity: 'LOW' },
    [LIVE_EVENTS.TIKTOK_CONNECTED]: { category: 'API_USAGE', severity: 'LOW' },
    [LIVE_EVENTS.TIKTOK_DISCONNECTED]: { category: 'API_USAGE', severity: 'LOW' },
    [LIVE_EVENTS.LIVE_DRIVER_CHANGED]: systemConfig,
    [LIVE_EVENTS.GIFTS_CLEARED]: { category: 'DATA_CHANGE', severity: 'LOW' },
    [LIVE_EVENTS.CHAT_COMMAND]: { category: 'DATA_CHANGE', severity: 'LOW' },
    [LIVE_EVENTS.CHAT_COMMANDS_UPDATED]: systemConfig,
    [LIVE_EVENTS.OVERLAY_CREATED]: { category: 'SECURITY', severity: 'MEDIUM' },
    [LIVE_EVENTS.OVERLAY_REVOKED]: { category: 'SECURITY', severity: 'MEDIUM' },
  },
})
