import db from '@adonisjs/lucid/services/db'
import type { CreatorSummaryProvider } from '#core/back_office'
import { dbDate } from '#core/shared/time'

/**
 * Every gift ever credited (cleared ones included; a streak of 5 counts 5, as in analytics) and the
 * latest, for the admin's creator list: per creator on the index (creator_id, received_at), so no
 * creator's sum reads the others' gifts. The latest gift alone is one index probe per creator; the
 * sum is skipped when not asked for.
 */
const giftsSummary: CreatorSummaryProvider = async (creatorIds, only) => {
  const counted = !only || only.includes('totalGifts')
  const gifts = () => db.from('live_gifts').whereColumn('live_gifts.creator_id', 'users.id')
  const rows = await db
    .from('users')
    .whereIn('users.id', creatorIds)
    .select(
      'users.id as creator_id',
      ...(counted ? [gifts().sum('gift_count').as('total')] : []),
      gifts().select('received_at').orderBy('received_at', 'desc').limit(1).as('last_gift')
    )
  return new Map(
    rows
      .filter((row) => row.last_gift !== null)
      .map((row) => [
        row.creator_id,
        counted
          ? { totalGifts: Number(row.total ?? 0), lastActivity: dbDate(row.last_gift) }
          : { lastActivity: dbDate(row.last_gift) },
      ])
  )
}

export default giftsSummary
