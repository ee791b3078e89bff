import type { HttpContext } from '@adonisjs/core/http'
import { commandFeedValidator, updateChatCommandsValidator } from '../validators.js'
import { chatCommandSettings, recentCommands, updateChatCommands } from '../services/chat_commands_service.js'

/** `/api/live/chat-commands` and `/api/live/commands/recent`: the creator's switches and the feed. */
export default class ChatCommandsController {
  async index(ctx: HttpContext) {
    return { success: true, commands: await chatCommandSettings(ctx.acting.requireCreatorId()) }
  }

  async update(ctx: HttpContext) {
    const { commands } = await ctx.request.validateUsing(updateChatCommandsValidator)
    return { success: true, commands: await updateChatCommands(ctx.acting, commands) }
  }

  async feed(ctx: HttpContext) {
    const { limit } = await commandFeedValidator.validate(ctx.request.qs())
    return { success: true, commands: await recentCommands(ctx.acting.requireCreatorId(), limit) }
  }
}
