import { defineBackendModule } from '#core/modules'
import { MODERATOR_AUDIT_EVENTS } from '../shared/audit_events.js'


/**
 * Moderators: MODERATOR accounts of a creator with their permissions and status. Other
 * modules ask services/moderator_permissions.ts (moderatorCan, chatModeratorCan,
 * moderatorPlayerIds); the players/powerups abilities get the check plugged in at boot.
 */
export default defineBackendModule({
  name: 'moderators',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  listeners: () => import('./listeners.js'),
  auditEvents: MODERATOR_AUDIT_EVENTS,
  creatorSummary: () => import('./creator_summary.js'),
  sessionPermissions: () => import('./session_permissions.js'),
  demoData: () => import('./demo_data.js'),
})
