import { contribute, defineBackendModule } from '#core/modules'
import { CHAT_MESSAGE_HANDLERS, OVERLAY_BOARDS } from '#modules/live/backend/public'
import { CHAT_COMMAND_AUDIT_EVENTS } from '../shared/audit_events.js'
import { CHAT_COMMAND_TOPICS } from '../shared/push.js'
import { MODULE } from '../shared/module.js'
import { CHAT_COMMANDS_PERMISSIONS } from '../shared/permissions.js'

/**
 * Chat commands: `@user !glove` and friends typed in a creator's TikTok LIVE chat grant one powerup
 * (moderators with the chat commands and grant powerups permissions), `!status` answers with the
 * players' powerups. Live hands every chat message over through its CHAT_MESSAGE_HANDLERS point;
 * the latest !status answer is the overlay's board (OVERLAY_BOARDS). The creator switches commands
 * on and off. Its table `live_chat_commands` and the `disabled_commands` column of `live_settings`
 * were created by live's migration 0600 (docs/modules.md); its own 1300 adds the stream language.
 */
export default defineBackendModule({
  ...MODULE,
  routes: () => import('./routes.js'),
  migrations: new URL('./database/migrations', import.meta.url),
  apiContract: () => import('./api_contract.js'),
  auditEvents: CHAT_COMMAND_AUDIT_EVENTS,
  permissions: CHAT_COMMANDS_PERMISSIONS,
  pushTopics: Object.values(CHAT_COMMAND_TOPICS),
  contributes: [
    contribute(CHAT_MESSAGE_HANDLERS, () => import('./chat_handler.js')),
    contribute(OVERLAY_BOARDS, {
      latest: async (creatorId) => (await import('./services/chat_commands_service.js')).latestStatusBoard(creatorId),
    }),
  ],
})
