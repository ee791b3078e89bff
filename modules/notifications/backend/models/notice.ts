import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NoticeDto, NoticeKind, NoticeParams } from '../../shared/notices.js'

/** Where the notice's email copy is: not wanted (null), waiting, claimed by a sender, sent, given up. */
export type NoticeEmailStatus = 'pending' | 'sending' | 'sent' | 'failed'

/** One in-app notice of one user (the creator's or a moderator's), about their creator's roster or ledger. */
export default class Notice extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare creatorId: number

  @column()
  declare kind: NoticeKind

  @column()
  declare title: string

  @column()
  declare message: string

  @column({ consume: (value: string | null) => (value ? (JSON.parse(value) as NoticeParams) : null) })
  declare params: NoticeParams | null

  @column()
  declare link: string | null

  @column()
  declare subject: string

  @column.dateTime()
  declare readAt: DateTime | null

  @column()
  declare emailStatus: NoticeEmailStatus | null

  @column.dateTime()
  declare emailedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  toDto(): NoticeDto {
    return {
      id: this.id,
      kind: this.kind,
      title: this.title,
      message: this.message,
      params: this.params,
      link: this.link,
      read: this.readAt !== null,
      createdAt: this.createdAt.toISO()!,
    }
  }
}
