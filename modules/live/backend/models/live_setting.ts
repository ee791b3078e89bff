import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { LiveDriverName } from '../../shared/live.js'

/**
 * A creator's live settings: driver override, overlay secret. The row's `disabled_commands` column
 * belongs to the chat commands module (its own model on this table).
 */
export default class LiveSetting extends BaseModel {
  @column({ isPrimary: true })
  declare creatorId: number

  /** null: the LIVE_DRIVER default. */
  @column()
  declare driver: LiveDriverName | null

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
