import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { dbNow, dbTimestamp } from '#core/database/time'
import { recordActivity } from '#core/activity'
import { storedTimestamp, utcDaySql } from '#core/database/days'

/**
 * Errors by category, for the admin's figures (docs/api/analytics.md: errorAnalytics):
 * - `system`: a request the server failed (500s);
 * - `live_kiosk`: a powerup action refused on the kiosk (nothing to use, expired…);
 * - `external_api`: a call to an outside service failed (the TikTok sign server, an email given up);
 * - `tiktok`: the TikTok LIVE connection failed or dropped.
 */
export const ERROR_CATEGORIES = ['system', 'live_kiosk', 'external_api', 'tiktok'] as const
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number]

const MESSAGE_LIMIT = 500

/**
 * Records one error. Never throws (an error log that fails must not turn an answer into a 500):
 * a failed write is logged and dropped. Outside any transaction, so a rolled-back request keeps it.
 */
export async function recordError(
  category: ErrorCategory,
  message: string,
  context: { creatorId?: number | null; source: string }
): Promise<void> {
  try {
    const now = dbNow()
    const creatorId = context.creatorId ?? null
    await db.transaction(async (trx) => {
      await trx.table('error_events').insert({
        creator_id: creatorId,
        category,
        source: context.source.slice(0, 64),
        message: message.slice(0, MESSAGE_LIMIT),
        created_at: dbTimestamp(now),
      })
      if (creatorId) await recordActivity(trx, [{ creatorId, at: now.toJSDate() }])
    })
  } catch (error) {
    logger.error({ err: error, category, source: context.source }, 'could not record an error event')
  }
}

/** Errors per creator, UTC day and category in [from, to), for the analytics rollups. */
export async function errorCountsByDay(range: {
  from: Date
  to: Date
  creatorIds?: number[]
}): Promise<Array<{ creatorId: number; day: string; category: ErrorCategory; count: number }>> {
  const day = utcDaySql('created_at')
  const query = db
    .from('error_events')
    .whereNotNull('creator_id')
    .where('created_at', '>=', storedTimestamp(range.from))
    .where('created_at', '<', storedTimestamp(range.to))
    .select('creator_id', 'category', db.raw(`${day} as day`), db.raw('count(*) as total'))
    .groupByRaw(`creator_id, category, ${day}`)
  if (range.creatorIds) query.whereIn('creator_id', range.creatorIds)
  const rows = await query
  return rows.map((row) => ({
    creatorId: Number(row.creator_id),
    day: String(row.day),
    category: row.category as ErrorCategory,
    count: Number(row.total),
  }))
}
