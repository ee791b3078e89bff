import { fieldTable } from '#core/database/field_table'
import type { PowerupHoldingDto, PowerupUseDto } from '../shared/powerups.js'

/** A holding's answer by its `powerup_holdings` columns: the one table of its fields. */
const HOLDING = fieldTable<PowerupHoldingDto>({
  id: 'id',
  type: 'type',
  count: 'count',
  originalCount: 'original_count',
  isActive: { column: 'is_active', as: 'boolean' },
  expiresAt: { column: 'expires_at', as: 'timestamp' },
  grantedAt: { column: 'created_at', as: 'timestamp' },
  grantedByName: 'granted_by_name',
  source: 'source',
})

/** A raw `powerup_holdings` row as its answer (long lists skip model hydration). */
export const holdingDtoFromRow = HOLDING.fromRow

/**
 * A `powerup_holdings` row of the statement's part (or alias) `h` as its answer's JSON, built by
 * PostgreSQL: the same object as holdingDtoFromRow's to the byte, so no holding is parsed,
 * converted or copied in the app. Null when the part has no row (a refused write).
 */
export const holdingJson = HOLDING.jsonSql

/** A raw `powerup_uses` row as its answer (a use's answer skips model hydration). */
export const useDtoFromRow = fieldTable<PowerupUseDto>({
  id: 'id',
  holdingId: 'holding_id',
  playerId: 'player_id',
  type: 'type',
  usedByName: 'used_by_name',
  source: 'source',
  usedAt: { column: 'used_at', as: 'timestamp' },
}).fromRow
