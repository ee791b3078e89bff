import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type {
  ChatCommandName,
  CommandFeedEntryDto,
  CommandOutcome,
  StatusBoardRow,
} from '../../shared/chat_commands.js'

const jsonBoard = {
  prepare: (value: StatusBoardRow[] | null) => (value ? JSON.stringify(value) : null),
  consume: (value: unknown): StatusBoardRow[] | null =>
    typeof value === 'string' ? JSON.parse(value) : ((value as StatusBoardRow[] | null) ?? null),
}

/** One chat command as it ran; its msgId is claimed first so a replayed message never runs twice. */
export default class LiveChatCommand extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare creatorId: number

  @column()
  declare msgId: string

  @column()
  declare command: ChatCommandName

  @column()
  declare senderUsername: string

  @column()
  declare senderNickname: string | null

  @column()
  declare targetName: string | null

  /** 'pending' while it runs. */
  @column()
  declare outcome: CommandOutcome | 'pending'

  @column()
  declare message: string

  @column(jsonBoard)
  declare board: StatusBoardRow[] | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  toDto(): CommandFeedEntryDto {
    return {
      id: this.id,
      command: this.command,
      senderUsername: this.senderUsername,
      senderNickname: this.senderNickname,
      targetName: this.targetName,
      outcome: this.outcome === 'pending' ? 'failed' : this.outcome,
      message: this.message,
      board: this.board,
      createdAt: this.createdAt.toUTC().toISO()!,
    }
  }
}
