import type { DateTime } from 'luxon'
import type PowerupHolding from './models/powerup_holding.js'
import type PowerupUse from './models/powerup_use.js'
import type { PowerupHoldingDto, PowerupUseDto } from '../shared/powerups.js'
import { dbIso } from '#modules/players/backend/services/db_dates'

const isoDate = (value: DateTime | null) => value?.toUTC().toISO() ?? null

export function holdingDto(holding: PowerupHolding): PowerupHoldingDto {
  return {
    id: holding.id,
    type: holding.type,
    count: holding.count,
    originalCount: holding.originalCount,
    isActive: holding.isActive,
    expiresAt: isoDate(holding.expiresAt),
    grantedAt: isoDate(holding.createdAt)!,
    grantedByName: holding.grantedByName,
    source: holding.source,
  }
}

/** The same DTO from a raw `powerup_holdings` row (long lists skip model hydration). */
export function holdingDtoFromRow(row: Record<string, any>): PowerupHoldingDto {
  return {
    id: row.id,
    type: row.type,
    count: row.count,
    originalCount: row.original_count,
    isActive: Boolean(row.is_active),
    expiresAt: dbIso(row.expires_at),
    grantedAt: dbIso(row.created_at)!,
    grantedByName: row.granted_by_name,
    source: row.source,
  }
}

export function useDto(use: PowerupUse): PowerupUseDto {
  return {
    id: use.id,
    holdingId: use.holdingId,
    playerId: use.playerId,
    type: use.type,
    usedByName: use.usedByName,
    source: use.source,
    usedAt: isoDate(use.usedAt)!,
  }
}
