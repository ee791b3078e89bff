import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ActorType } from '../shared/acting.js'
import type { AuditCategory, AuditSeverity } from '../shared/audit.js'

const json = {
  prepare: (value: unknown) => JSON.stringify(value ?? {}),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {})),
}

/** One audit entry (table audit_logs); append-only, written only by the recorder. */
export default class AuditLog extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventType: string

  @column()
  declare category: AuditCategory

  @column()
  declare severity: AuditSeverity

  @column()
  declare actorType: ActorType

  @column()
  declare actorId: number | null

  @column()
  declare actorName: string

  @column()
  declare targetType: string | null

  @column()
  declare targetId: number | null

  @column()
  declare targetName: string | null

  @column()
  declare creatorId: number | null

  @column(json)
  declare details: Record<string, unknown>

  @column(json)
  declare metadata: Record<string, unknown>

  @column()
  declare ipAddress: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
