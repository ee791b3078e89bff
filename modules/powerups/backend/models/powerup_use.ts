import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PowerupSource, PowerupType } from '../../shared/powerups.js'

/** One unit used from a holding; kept forever (ledger history). */
export default class PowerupUse extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare holdingId: number

  @column()
  declare playerId: number

  @column()
  declare creatorId: number

  @column()
  declare type: PowerupType

  @column()
  declare usedBy: number | null

  @column()
  declare usedByName: string

  @column()
  declare source: PowerupSource

  @column.dateTime()
  declare usedAt: DateTime
}
