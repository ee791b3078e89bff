import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { contribute, defineBackendModule } from '#core/modules'
import { loadOnce } from '#core/shared/load_once'
import { CREATOR_SUMMARY, MODERATOR_ACCOUNTS } from '#core/back_office'
import { ACTIVITY_FIGURES } from '#core/activity_figures'
import { PLAYER_EXTENSIONS } from '#modules/players/backend/public'
import { MODERATOR_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'

const permissions = loadOnce(() => import('./services/moderator_permissions.js'))
const moderatorPlayerIds = async (creatorId: number, playerIds?: number[], client?: QueryClientContract) =>
  (await permissions()).moderatorPlayerIds(creatorId, playerIds, client)

/**
 * Moderators: MODERATOR accounts of a creator with their permissions and status. A signed-in
 * moderator's permissions reach every module through the kernel's Acting (`sessionPermissions`
 * below, then `acting.holds(id)`); chat commands find their moderator through public.ts.
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  listeners: () => import('./listeners.js'),
  start: () => import('./start.js'),
  auditEvents: MODERATOR_AUDIT_EVENTS,
  contributes: [
    // Players promoted to moderator carry `isModerator` (the players list's badge).
    contribute(PLAYER_EXTENSIONS, {
      // Read through the writer's transaction when given one (SQLite has one connection).
      async present(creatorId, playerIds, client) {
        const moderators = new Set(await moderatorPlayerIds(creatorId, playerIds, client))
        return new Map(playerIds.filter((id) => moderators.has(id)).map((id) => [id, { isModerator: true }]))
      },
      // A merged player's moderator profile follows them, unless the kept player has one already.
      onMerged: async (_acting, { into, from }, trx) =>
        (await import('./services/moderator_permissions.js')).moveModeratorPlayer(from.id, into.id, trx),
      // A deleted player's moderator stays a moderator, linked to no player (demotion makes them one again).
      onDeleted: async (_acting, player, trx) =>
        (await import('./services/moderator_permissions.js')).releaseModeratorPlayer(player.id, trx),
      // A promotion or demotion changes the count or the sum of the moderators' player ids.
      async fingerprint(creatorId) {
        const ids = await moderatorPlayerIds(creatorId)
        return [ids.length, ids.reduce((sum, id) => sum + id, 0)]
      },
    }),
    contribute(CREATOR_SUMMARY, () => import('./creator_summary.js')),
    contribute(ACTIVITY_FIGURES, () => import('./activity_figures.js')),
    // The admin's /users page: moderator accounts through this module's rules; removed ones are hidden.
    contribute(MODERATOR_ACCOUNTS, {
      accounts: () => import('./user_accounts.js'),
      retired: { table: 'moderator_profiles', userColumn: 'user_id', where: { status: 'INACTIVE' } },
    }),
  ],
  sessionPermissions: () => import('./session_permissions.js'),
  demoData: () => import('./demo_data.js'),
})
