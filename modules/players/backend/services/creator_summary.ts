import db from '@adonisjs/lucid/services/db'
import type { CreatorSummaryProvider } from '#core/back_office'
import { dbDate } from '#core/database/time'

/** Players per creator and their latest activity, for the admin's creator list. */
const playersSummary: CreatorSummaryProvider = async (creatorIds) => {
  const rows = await db
    .from('players')
    .whereIn('creator_id', creatorIds)
    .groupBy('creator_id')
    .select('creator_id', db.raw('count(*) as total'), db.raw('max(last_active) as last_active'))
  return new Map(
    rows.map((row) => [row.creator_id, { players: Number(row.total), lastActivity: dbDate(row.last_active) }])
  )
}

export default playersSummary
