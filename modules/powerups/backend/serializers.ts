import type PowerupHolding from './models/powerup_holding.js'
import type { PowerupHoldingDto, PowerupUseDto } from '../shared/powerups.js'
import { dbIso, isoDate } from '#core/database/time'

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

/** The same DTO from a raw `powerup_uses` row (a use's answer skips model hydration). */
export function useDtoFromRow(row: Record<string, any>): PowerupUseDto {
  return {
    id: row.id,
    holdingId: row.holding_id,
    playerId: row.player_id,
    type: row.type,
    usedByName: row.used_by_name,
    source: row.source,
    usedAt: dbIso(row.used_at)!,
  }
}
