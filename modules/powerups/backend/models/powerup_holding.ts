import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PowerupSource, PowerupType } from '../../shared/powerups.js'

/** `count` units of one type left from a grant of `originalCount` to a player. */
export default class PowerupHolding extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare creatorId: number

  @column()
  declare playerId: number

  @column()
  declare type: PowerupType

  @column()
  declare count: number

  @column()
  declare originalCount: number

  @column({ consume: (v) => Boolean(v) })
  declare isActive: boolean

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column()
  declare grantedBy: number | null

  @column()
  declare grantedByName: string

  @column()
  declare source: PowerupSource

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
