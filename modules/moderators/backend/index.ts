import { contribute, defineBackendModule } from '#core/modules'
import { CREATOR_SUMMARY } from '#modules/admin/backend/public'
import { MODERATOR_EVENTS } from '../shared/moderators.js'

const userManagement = { category: 'USER_MANAGEMENT', severity: 'MEDIUM' } as const

/**
 * Moderators: MODERATOR accounts of a creator with their permissions and status. A signed-in
 * moderator's permissions reach every module through the kernel's Acting (`sessionPermissions`
 * below, then `acting.holds(id)`); chat commands find their moderator through public.ts.
 */
export default defineBackendModule({
  name: 'moderators',
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  listeners: () => import('./listeners.js'),
  auditEvents: {
    [MODERATOR_EVENTS.MODERATOR_CREATED]: userManagement,
    [MODERATOR_EVENTS.MODERATOR_PROMOTED]: userManagement,
    [MODERATOR_EVENTS.MODERATOR_DEMOTED]: userManagement,
    [MODERATOR_EVENTS.MODERATOR_UPDATED]: { category: 'USER_MANAGEMENT', severity: 'LOW' },
    [MODERATOR_EVENTS.MODERATOR_REMOVED]: { category: 'USER_MANAGEMENT', severity: 'HIGH' },
    [MODERATOR_EVENTS.MODERATOR_PASSWORD_RESET]: { category: 'SECURITY', severity: 'MEDIUM' },
  },
  contributes: [contribute(CREATOR_SUMMARY, () => import('./creator_summary.js'))],
  sessionPermissions: () => import('./session_permissions.js'),
  demoData: () => import('./demo_data.js'),
})
