import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Impersonation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare adminId: number

  @column()
  declare creatorId: number

  @column()
  declare reason: string | null

  @column.dateTime()
  declare startedAt: DateTime

  @column.dateTime()
  declare endedAt: DateTime | null
}
