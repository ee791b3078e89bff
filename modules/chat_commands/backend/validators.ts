import vine from '@vinejs/vine'
import { plainNumber } from '#core/http/validation'
import { RECENT_GIFTS_LIMIT } from '#modules/live/shared/live'
import { CHAT_COMMAND_NAMES } from '../shared/chat_commands.js'
import { SERVER_LANGUAGES } from '#core/shared/error_codes'

/** `?limit=` of the recent chat commands feed: 1–100, default 20 (as live's recent gifts feed). */
export const commandFeedValidator = vine.compile(
  vine.object({
    limit: plainNumber().withoutDecimals().min(1).max(RECENT_GIFTS_LIMIT.max).optional(),
  })
)

/** PUT /api/live/chat-commands: `{ commands: { glove: false, status: true }, streamLanguage: 'es' }`, either or both. */
export const updateChatCommandsValidator = vine.compile(
  vine.object({
    streamLanguage: vine.enum(SERVER_LANGUAGES).optional(),
    commands: vine
      .record(vine.boolean({ strict: true }))
      .use(
        vine.createRule((value, _, field) => {
          const unknown = Object.keys(value as object).find(
            (name) => !(CHAT_COMMAND_NAMES as readonly string[]).includes(name)
          )
          if (unknown) field.report(`Unknown chat command: ${unknown}`, 'chatCommand', field)
        })()
      )
      .optional(),
  })
)
