import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#core/users/user'
import { normalizeTiktokHandle } from '#core/shared/rules'
import { declaredPermissions } from '#core/module_loader'
import type { ModeratorPermission, ModeratorStatus } from '../../shared/moderators.js'

/** The ids in the order the enabled modules declare them, without ids no enabled module declares. */
const inDeclaredOrder = (ids: unknown[]): ModeratorPermission[] =>
  declaredPermissions()
    .map((permission) => permission.id)
    .filter((id) => ids.includes(id))

/** Stored and read back in module order, whatever order a form or a command sent. */
const permissionsColumn = {
  prepare: (value: ModeratorPermission[]) => JSON.stringify(inDeclaredOrder(value ?? [])),
  consume: (value: unknown): ModeratorPermission[] => {
    const parsed = typeof value === 'string' ? JSON.parse(value) : (value ?? [])
    return Array.isArray(parsed) ? inDeclaredOrder(parsed) : []
  },
}

/** The lookup form of a TikTok username: the kernel's normal form, lower case; null when blank. */
export const tiktokHandleKey = (tiktokUsername: string | null) =>
  (tiktokUsername && normalizeTiktokHandle(tiktokUsername).toLowerCase()) || null

/** One per MODERATOR account (primary key = the user id). */
export default class ModeratorProfile extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare userId: number

  @column()
  declare creatorId: number

  @column()
  declare playerId: number | null

  @column()
  declare displayName: string

  /**
   * The account's TikTok username as `tiktokHandleKey` gives it; unique per creator among current
   * (not INACTIVE) profiles, by a partial unique index.
   */
  @column()
  declare tiktokHandle: string | null

  @column(permissionsColumn)
  declare permissions: ModeratorPermission[]

  @column()
  declare status: ModeratorStatus

  @column.dateTime()
  declare lastActive: DateTime | null

  @column.dateTime()
  declare lastGrantAction: DateTime | null

  @column.dateTime()
  declare lastUseAction: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>
}
