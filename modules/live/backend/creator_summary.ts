import db from '@adonisjs/lucid/services/db'
import type { CreatorSummaryProvider } from '#modules/admin/backend/public'
import { dbDate } from '#core/shared/time'

/**
 * Every gift ever credited (cleared ones included) and the latest, for the admin's creator list:
 * per creator on the index (creator_id, received_at), so no creator's count scans the others' gifts.
 * The latest gift alone is one index probe per creator; the count is skipped when not asked for.
 */
const giftsSummary: CreatorSummaryProvider = async (creatorIds, only) => {
  const counted = !only || only.includes('totalGifts')
  const gifts = () => db.from('live_gifts').whereColumn('live_gifts.creator_id', 'users.id')
  const rows = await db
    .from('users')
    .whereIn('users.id', creatorIds)
    .select(
      'users.id as creator_id',
      ...(counted ? [gifts().count('*').as('total')] : []),
      gifts().select('received_at').orderBy('received_at', 'desc').limit(1).as('last_gift')
    )
  return new Map(
    rows
      .filter((row) => row.last_gift !== null)
      .map((row) => [
        row.creator_id,
        counted
          ? { totalGifts: Number(row.total), lastActivity: dbDate(row.last_gift) }
          : { lastActivity: dbDate(row.last_gift) },
      ])
  )
}

export default giftsSummary
