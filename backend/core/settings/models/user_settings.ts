import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Language, Theme } from '../../shared/settings.js'

const bool = { consume: (value: unknown) => Boolean(value) }

/** A user's personal settings; absent until the first save (defaults apply). */
export default class UserSettings extends BaseModel {
  static table = 'user_settings'
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare userId: number

  @column(bool)
  declare emailNotifications: boolean

  @column(bool)
  declare pushNotifications: boolean

  @column(bool)
  declare powerupExpiryAlerts: boolean

  @column(bool)
  declare newPlayerAlerts: boolean

  @column()
  declare theme: Theme

  @column()
  declare language: Language

  @column()
  declare timezone: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
