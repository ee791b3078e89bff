import { fieldTable } from '#core/database/field_table'
import type { PlayerDto } from '../shared/players.js'

/** A player as the API answers it before other modules add their fields (presentPlayers). */
export type PlayerRecord = Omit<PlayerDto, 'isModerator' | 'tiktokUserId'> & { tiktokUserId: string | null }

/** A player's record by its `players` columns: the one table of its fields. */
const PLAYER = fieldTable<PlayerRecord>({
  id: 'id',
  name: 'name',
  aliases: { column: 'aliases', as: 'json' },
  isActive: { column: 'is_active', as: 'boolean' },
  tiktokUserId: 'tiktok_user_id',
  lastActive: { column: 'last_active', as: 'timestamp' },
  createdAt: { column: 'created_at', as: 'timestamp' },
})

/** A player model as its record. */
export const playerRecord = PLAYER.fromModel

/**
 * The `players` row of the statement part `part` as the player's record in JSON (PostgreSQL), the
 * same to the byte as playerRecord's without a model, a Date or a Luxon DateTime per player. Null
 * when the part has no row. One JSON column: the answer keeps its shape when a migration adds a
 * column (a prepared statement's answer must not change shape, see prepared()).
 */
export const playerRecordJson = (part: string) => PLAYER.jsonSql(`"${part}"`)
