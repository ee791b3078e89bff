import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ChatCommandName } from '../../shared/chat_commands.js'
import type { ServerLanguage } from '#core/shared/error_codes'

const jsonList = {
  prepare: (value: string[]) => JSON.stringify(value ?? []),
  consume: (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) : ((value as string[]) ?? [])),
}

/**
 * A creator's switched-off chat commands: the `disabled_commands` column of live's `live_settings`
 * row (created by live's migration 0600; live reads the row's other columns, never these), and the
 * creator's stream language, `stream_language` (chat_commands' migration 1300).
 */
export default class ChatCommandSetting extends BaseModel {
  static table = 'live_settings'

  @column({ isPrimary: true })
  declare creatorId: number

  @column(jsonList)
  declare disabledCommands: ChatCommandName[]

  /** The language of the replies to chat commands (migration 1300). */
  @column()
  declare streamLanguage: ServerLanguage

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
