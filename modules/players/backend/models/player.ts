import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

const jsonList = {
  prepare: (value: string[]) => JSON.stringify(value ?? []),
  consume: (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) : ((value as string[]) ?? [])),
}

/** An audience member of one creator. Names and aliases are compared by their key (playerNameKey). */
export default class Player extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare creatorId: number

  @column()
  declare name: string

  @column({ serializeAs: null })
  declare nameKey: string

  @column(jsonList)
  declare aliases: string[]

  @column({ ...jsonList, serializeAs: null })
  declare aliasKeys: string[]

  /** TikTok's stable user id of this viewer, once a gift, chat or moderator linked it (unique per creator). */
  @column()
  declare tiktokUserId: string | null

  @column()
  declare tiktokSecUid: string | null

  @column({ consume: (v) => Boolean(v) })
  declare isActive: boolean

  @column.dateTime()
  declare lastActive: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
