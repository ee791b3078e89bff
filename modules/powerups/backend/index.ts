import { contribute, defineBackendModule } from '#core/modules'
import { CREATOR_SUMMARY } from '#modules/admin/backend/public'
import { POWERUP_EVENTS } from '../shared/events.js'
import { POWERUPS_CHANGED_TOPIC } from '../shared/push.js'
import { POWERUP_SETTINGS } from './settings.js'

/**
 * Powerups: the ledger of holdings and uses, first-expiring-first, never double-spent.
 * Other modules call services/powerups_service.ts. Its settings (default expiry, per-player
 * maximum, expired cleanup) are declared here and read through the kernel's settings registry.
 */
export default defineBackendModule({
  name: 'powerups',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  listeners: () => import('./listeners.js'),
  start: () => import('./start.js'),
  auditEvents: {
    [POWERUP_EVENTS.POWERUP_GRANTED]: { category: 'DATA_CHANGE', severity: 'LOW' },
    [POWERUP_EVENTS.POWERUP_USED]: { category: 'DATA_CHANGE', severity: 'LOW' },
    [POWERUP_EVENTS.POWERUP_EXPIRED]: { category: 'DATA_CHANGE', severity: 'LOW' },
  },
  settings: Object.values(POWERUP_SETTINGS),
  pushTopics: [POWERUPS_CHANGED_TOPIC],
  contributes: [contribute(CREATOR_SUMMARY, () => import('./services/creator_summary.js'))],
  demoData: () => import('./demo_data.js'),
})
