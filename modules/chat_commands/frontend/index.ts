import { contribute, defineFrontendModule } from '@shell'
import { RECENT_GIFTERS_PANELS } from '../../live/frontend/public'
import { CHAT_COMMAND_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'
import { CHAT_COMMANDS_PERMISSIONS } from '../shared/permissions'
import { chatCommandPushHandlers } from './pushHandlers'

/** Chat commands: the command feed on Kiosk › Recent Gifters and the Settings switches. */
export default defineFrontendModule({
  ...MODULE,
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  auditEvents: CHAT_COMMAND_AUDIT_EVENTS,
  permissions: CHAT_COMMANDS_PERMISSIONS,
  contributes: [
    contribute(RECENT_GIFTERS_PANELS, { id: 'command-feed', order: 10, component: () => import('./CommandFeed') }),
  ],
  pushHandlers: chatCommandPushHandlers,
  messages: (language) => import(`./messages/${language}.ts`),
  settingsSections: [
    {
      id: 'chat-commands',
      title: 'chat_commands.section.title',
      order: 30,
      component: () => import('./ChatCommandsSection'),
    },
  ],
})
