import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { CreatorSummaryProvider } from '#core/back_office'
import { dbDate } from '#core/database/time'
import { activePlayerIdsOf } from '#modules/players/backend/public'
import { whereGrantStands, whereUseStands } from './standing.js'
import { whereUsable } from './usable.js'

/**
 * Usable units of active players per creator (the creator's My Active Powerups) and the latest
 * grant or use that stands, for the admin's creator list.
 */
const powerupsSummary: CreatorSummaryProvider = async (creatorIds) => {
  const now = DateTime.now()
  const [units, grants, uses] = await Promise.all([
    whereUsable(db.from('powerup_holdings').whereIn('creator_id', creatorIds), now)
      .whereIn('player_id', activePlayerIdsOf(creatorIds))
      .groupBy('creator_id')
      .select('creator_id', db.raw('sum(count) as total')),
    whereGrantStands(db.from('powerup_holdings'))
      .whereIn('creator_id', creatorIds)
      .groupBy('creator_id')
      .select('creator_id', db.raw('max(created_at) as last_at')),
    whereUseStands(db.from('powerup_uses'))
      .whereIn('creator_id', creatorIds)
      .groupBy('creator_id')
      .select('creator_id', db.raw('max(used_at) as last_at')),
  ])
  const summary = new Map<number, { powerups: number; lastActivity: Date | null }>(
    creatorIds.map((id) => [id, { powerups: 0, lastActivity: null }])
  )
  for (const row of units) summary.get(Number(row.creator_id))!.powerups = Number(row.total)
  for (const row of [...grants, ...uses]) {
    const entry = summary.get(Number(row.creator_id))!
    const at = dbDate(row.last_at)
    if (at && (!entry.lastActivity || at > entry.lastActivity)) entry.lastActivity = at
  }
  return summary
}

export default powerupsSummary
