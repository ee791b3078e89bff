import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { LiveDriverName } from '../../shared/live.js'
import type { ChatCommandName } from '../../shared/chat_commands.js'

const jsonList = {
  prepare: (value: string[]) => JSON.stringify(value ?? []),
  consume: (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) : ((value as string[]) ?? [])),
}

/** A creator's live settings: driver override, switched-off chat commands, overlay secret. */
export default class LiveSetting extends BaseModel {
  @column({ isPrimary: true })
  declare creatorId: number

  /** null: the LIVE_DRIVER default. */
  @column()
  declare driver: LiveDriverName | null

  @column(jsonList)
  declare disabledCommands: ChatCommandName[]

  /** Public id of the overlay (its push channel); the secret itself is only stored hashed. */
  @column()
  declare overlayKey: string | null

  @column({ serializeAs: null })
  declare overlaySecretHash: string | null

  @column.dateTime()
  declare overlayCreatedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
