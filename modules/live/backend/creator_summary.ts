import db from '@adonisjs/lucid/services/db'
import type { CreatorSummaryProvider } from '#modules/admin/backend/public'
import { dbDate } from '#core/shared/time'

/** Every gift ever credited (cleared ones included) and the latest, for the admin's creator list. */
const giftsSummary: CreatorSummaryProvider = async (creatorIds) => {
  const rows = await db
    .from('live_gifts')
    .whereIn('creator_id', creatorIds)
    .groupBy('creator_id')
    .select('creator_id', db.raw('count(*) as total'), db.raw('max(received_at) as last_gift'))
  return new Map(
    rows.map((row) => [row.creator_id, { totalGifts: Number(row.total), lastActivity: dbDate(row.last_gift) }])
  )
}

export default giftsSummary
