import { contribute, defineBackendModule } from '#core/modules'
import { CREATOR_SUMMARY } from '#core/back_office'
import { PLAYER_EXTENSIONS } from '#modules/players/backend/public'
import { ACTIVITY_FIGURES } from '#core/activity_figures'
import { POWERUPS_CHANGED_TOPIC } from '../shared/push.js'
import { POWERUP_SETTINGS } from './settings.js'
import { powerupsOfPlayers } from './player_extension.js'
import { POWERUP_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'
import { POWERUPS_PERMISSIONS } from '../shared/permissions.js'

/**
 * Powerups: the ledger of holdings and uses, first-expiring-first, never double-spent.
 * Other modules use what public.ts exports; players carry their holdings through the
 * contribution to players' PLAYER_EXTENSIONS (powerups depends on players, one way). Its
 * settings (default expiry, per-player maximum, expired cleanup) are declared here and read
 * through the kernel's settings registry.
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  start: () => import('./start.js'),
  auditEvents: POWERUP_AUDIT_EVENTS,
  permissions: POWERUPS_PERMISSIONS,
  settings: Object.values(POWERUP_SETTINGS),
  pushTopics: [POWERUPS_CHANGED_TOPIC],
  contributes: [
    contribute(PLAYER_EXTENSIONS, powerupsOfPlayers),
    contribute(CREATOR_SUMMARY, () => import('./services/creator_summary.js')),
    contribute(ACTIVITY_FIGURES, () => import('./activity_figures.js')),
  ],
  demoData: () => import('./demo_data.js'),
})
