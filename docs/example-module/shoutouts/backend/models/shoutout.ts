import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A message a creator's team sent to the stream. Every row belongs to one creator (the tenant). */
export default class Shoutout extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare creatorId: number

  @column()
  declare message: string

  @column()
  declare sentBy: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
