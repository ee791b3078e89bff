import type { HttpContext } from '@adonisjs/core/http'
import { commandFeedValidator, updateChatCommandsValidator } from '../validators.js'
import { chatCommandSettings, recentCommands, updateChatCommands } from '../services/chat_commands_service.js'
import { ApiError } from '#core/http/api_error'
import { CHAT_COMMANDS_ERRORS } from '../../shared/error_codes.js'

/** `/api/live/chat-commands` and `/api/live/commands/recent`: the creator's switches and the feed. */
export default class ChatCommandsController {
  async index(ctx: HttpContext) {
    return { success: true, ...(await chatCommandSettings(ctx.acting.requireCreatorId())) }
  }

  async update(ctx: HttpContext) {
    const changes = await ctx.request.validateUsing(updateChatCommandsValidator)
    if (!changes.commands && !changes.streamLanguage) {
      throw new ApiError(
        400,
        'Send the commands to switch or the stream language',
        CHAT_COMMANDS_ERRORS.nothing_to_change
      )
    }
    return { success: true, ...(await updateChatCommands(ctx.acting, changes)) }
  }

  async feed(ctx: HttpContext) {
    const { limit } = await commandFeedValidator.validate(ctx.request.qs())
    return { success: true, commands: await recentCommands(ctx.acting.requireCreatorId(), limit) }
  }
}
