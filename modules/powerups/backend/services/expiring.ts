import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dbDate, dbTimestamp } from '#core/database/time'
import { POWERUP_LABELS, type PowerupType } from '../../shared/powerups.js'
import { POWERUP_SETTINGS } from '../settings.js'
import { settingValue } from '#core/settings/system_settings_service'

/** A usable holding that expires within the warning window, with its player's name. */
export interface ExpiringHolding {
  holdingId: number
  creatorId: number
  playerId: number
  playerName: string
  type: PowerupType
  label: string
  count: number
  expiresAt: Date
}

/**
 * Usable holdings of every creator whose expiry falls after `now` and within the warning window
 * (the `powerups.expiryWarningHours` setting), soonest first.
 */
export async function expiringHoldings(now = DateTime.now()): Promise<ExpiringHolding[]> {
  const hours = await settingValue(POWERUP_SETTINGS.expiryWarningHours)
  const client = db.connection()
  const rows = await client
    .from('powerup_holdings as h')
    .join('players as p', 'p.id', 'h.player_id')
    .where('h.is_active', true)
    .where('h.count', '>', 0)
    .where('h.expires_at', '>', dbTimestamp(now, client))
    .where('h.expires_at', '<=', dbTimestamp(now.plus({ hours }), client))
    .orderBy('h.expires_at')
    .orderBy('h.id')
    .select('h.id', 'h.creator_id', 'h.player_id', 'p.name as player_name', 'h.type', 'h.count', 'h.expires_at')
  return rows.map((row) => ({
    holdingId: Number(row.id),
    creatorId: Number(row.creator_id),
    playerId: Number(row.player_id),
    playerName: row.player_name,
    type: row.type,
    label: POWERUP_LABELS[row.type as PowerupType] ?? row.type,
    count: Number(row.count),
    expiresAt: dbDate(row.expires_at)!,
  }))
}
