import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A credited gift of a creator's stream; cleared ones leave the kiosk but stay for statistics. */
export default class LiveGift extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare creatorId: number

  @column()
  declare msgId: string

  @column()
  declare gifterUsername: string | null

  @column()
  declare gifterDisplayName: string | null

  @column()
  declare giftName: string

  @column()
  declare giftCount: number

  @column({ consume: (value) => Number(value) })
  declare diamondValue: number

  @column.dateTime()
  declare receivedAt: DateTime

  @column.dateTime()
  declare clearedAt: DateTime | null

  /** The player the sender was when the gift was stored (services/sender_identity.ts). */
  @column()
  declare playerId: number | null
}
