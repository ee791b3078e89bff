import { defineBackendModule } from '#core/modules'
import { POWERUPS_CHANGED_TOPIC } from '../shared/push.js'
import { POWERUP_SETTINGS } from './settings.js'
import { POWERUP_AUDIT_EVENTS } from '../shared/audit_events.js'

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
  auditEvents: POWERUP_AUDIT_EVENTS,
  settings: Object.values(POWERUP_SETTINGS),
  pushTopics: [POWERUPS_CHANGED_TOPIC],
  creatorSummary: () => import('./services/creator_summary.js'),
  demoData: () => import('./demo_data.js'),
})
