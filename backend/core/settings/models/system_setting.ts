import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One system setting: its flat name (`powerups.defaultExpiry`) and JSON value. */
export default class SystemSetting extends BaseModel {
  static table = 'system_settings'
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare key: string

  @column({
    prepare: (value: unknown) => JSON.stringify(value),
    consume: (value: string) => JSON.parse(value),
  })
  declare value: string | number | boolean

  @column()
  declare updatedBy: number | null

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
