import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import LiveGift from '../models/live_gift.js'
import { LIVE_EVENTS } from '../../shared/events.js'
import { RECENT_GIFTS_LIMIT, UNKNOWN_GIFT, type GiftDto, type GiftEvent } from '../../shared/live.js'
import { LIVE_TOPICS } from '../../shared/push.js'
import { publishLive, queueGiftPush } from './push_service.js'
import { dbTimestamp } from '#core/database/time'
import { insertOnce } from './insert_once.js'
import { activityRecorded } from '#core/activity'

export type GiftOutcome = { outcome: 'credited'; gift: GiftDto } | { outcome: 'streak' } | { outcome: 'duplicate' }

const text = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max)

/**
 * Credits a gift: stored first (the unique msgId per creator drops replays), pushed after.
 * A streakable gift (giftType 1) counts once, at repeatEnd, with its final repeatCount.
 */
export async function ingestGift(creatorId: number, event: GiftEvent): Promise<GiftOutcome> {
  if (event.giftType === 1 && !event.repeatEnd) return { outcome: 'streak' }
  const client = db.connection()
  const receivedAt = DateTime.now()
  const giftCount = Math.max(1, Math.floor(event.repeatCount) || 1)
  const row = {
    creator_id: creatorId,
    msg_id: text(event.msgId, 64) || randomUUID(),
    gifter_username: text(event.uniqueId, 64).replace(/^@+/, '') || null,
    gifter_display_name: text(event.nickname, 120) || null,
    gift_name: text(event.giftName, 120) || UNKNOWN_GIFT,
    gift_count: giftCount,
    diamond_value: Math.max(0, Math.floor(event.diamondCount) || 0) * giftCount,
    received_at: dbTimestamp(receivedAt),
  }
  const id = await insertOnce(client, 'live_gifts', row)
  if (id === null) return { outcome: 'duplicate' }
  activityRecorded(creatorId, receivedAt.toJSDate())
  const gift: GiftDto = {
    id,
    gifterUsername: row.gifter_username,
    gifterDisplayName: row.gifter_display_name,
    giftName: row.gift_name,
    giftCount,
    diamondValue: row.diamond_value,
    timestamp: receivedAt.toUTC().toISO()!,
  }
  queueGiftPush(creatorId, gift)
  return { outcome: 'credited', gift }
}

/** The kiosk's Recent Gifters: not cleared, newest first. */
export async function recentGifts(creatorId: number, limit: number = RECENT_GIFTS_LIMIT.default) {
  const gifts = await LiveGift.query()
    .where('creator_id', creatorId)
    .whereNull('cleared_at')
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(1, limit), RECENT_GIFTS_LIMIT.max))
  return gifts.map((gift) => gift.toDto())
}

/** Hides the acting creator's current gifts from the kiosk; they stay for statistics. */
export async function clearGifts(acting: Acting) {
  const creatorId = acting.requireCreatorId()
  const cleared = await db.transaction(async (trx) => {
    const count = await trx
      .from('live_gifts')
      .where('creator_id', creatorId)
      .whereNull('cleared_at')
      .update({ cleared_at: dbTimestamp(DateTime.now()) })
    await record(
      acting,
      LIVE_EVENTS.GIFTS_CLEARED,
      { type: 'GIFTS', name: 'Recent Gifters' },
      { count: Number(count) },
      trx
    )
    return Number(count)
  })
  await publishLive(creatorId, LIVE_TOPICS.giftsCleared)
  return cleared
}

/** Gift figures of one creator since a date (admin statistics and analytics). */
export async function giftStatistics(creatorId: number, since: DateTime | null = null) {
  const query = db.from('live_gifts').where('creator_id', creatorId)
  if (since) query.where('received_at', '>=', dbTimestamp(since))
  const totals = await query
    .clone()
    .select(db.raw('count(*) as total'), db.raw('coalesce(sum(diamond_value), 0) as value'))
    .first()
  const topGifters = await query
    .clone()
    .whereNotNull('gifter_username')
    .groupBy('gifter_username')
    .select('gifter_username', db.raw('sum(diamond_value) as value'), db.raw('count(*) as gifts'))
    .orderBy('value', 'desc')
    .limit(10)
  const totalGifts = Number(totals?.total ?? 0)
  const totalValue = Number(totals?.value ?? 0)
  return {
    totalGifts,
    totalValue,
    averageValue: totalGifts ? totalValue / totalGifts : 0,
    topGifters: topGifters.map((row) => ({
      username: row.gifter_username as string,
      totalValue: Number(row.value),
      giftCount: Number(row.gifts),
    })),
  }
}
