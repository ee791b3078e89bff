import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ChatCommandsController = () => import('./controllers/chat_commands_controller.js')

const everyone = middleware.actor({ roles: ['CREATOR', 'MODERATOR'] })
const creatorOnly = middleware.actor({ roles: ['CREATOR'] })

/** Under live's `/api/live` prefix, as before the module had its own folder (docs/api/chat_commands.md). */
export default function chatCommandsRoutes() {
  router
    .group(() => {
      router.get('chat-commands', [ChatCommandsController, 'index']).use(everyone).as('live.commands.index')
      router.put('chat-commands', [ChatCommandsController, 'update']).use(creatorOnly).as('live.commands.update')
      router.get('commands/recent', [ChatCommandsController, 'feed']).use(everyone).as('live.commands.feed')
    })
    .prefix('/api/live')
}
