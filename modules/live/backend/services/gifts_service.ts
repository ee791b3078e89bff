import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import LiveGift from '../models/live_gift.js'
import { giftDto } from '../serializers.js'
import { LIVE_EVENTS } from '../../shared/events.js'
import { RECENT_GIFTS_LIMIT, UNKNOWN_GIFT, type GiftDto, type GiftEvent } from '../../shared/live.js'
import { LIVE_TOPICS } from '../../shared/push.js'
import { publishLive, queueGiftPush } from './push_service.js'
import { dbTimestamp } from '#core/database/time'
import { GiftBatcher, type IngestOutcome } from './gift_ingest.js'
import type { GiftRow } from './gift_batch_writer.js'
import { StreakTracker } from './gift_streaks.js'
import { ingestCounters } from './ingest_counters.js'

export type GiftOutcome = IngestOutcome | { outcome: 'streak' }

const text = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max)

/** The stored row of a gift received at `storedAt` (`msgId`: the streak's stable one, else the event's). */
function giftRow(creatorId: number, event: GiftEvent, storedAt: string, msgId = event.msgId): GiftRow {
  const giftCount = Math.max(1, Math.floor(event.repeatCount) || 1)
  return {
    creator_id: creatorId,
    msg_id: text(msgId, 64) || randomUUID(),
    gifter_username: text(event.uniqueId, 64).replace(/^@+/, '') || null,
    gifter_display_name: text(event.nickname, 120) || null,
    gift_name: text(event.giftName, 120) || UNKNOWN_GIFT,
    gift_count: giftCount,
    diamond_value: Math.max(0, Math.floor(event.diamondCount) || 0) * giftCount,
    received_at: storedAt,
  }
}

/**
 * Announces a committed batch: each gift to the kiosk and overlay. (Its figures were added to the
 * rollups in its transaction, see gift_ingest.)
 */
function giftsCommitted(creatorId: number, gifts: GiftDto[]) {
  for (const gift of gifts) queueGiftPush(creatorId, gift)
}

/** The process's gift batcher; live_connections.ts points its pressure at the connection manager. */
export const giftIngest = new GiftBatcher(giftsCommitted)

/** Now as stored and as the kiosk shows it, formatted once per millisecond (a frame's dozens of gifts share one). */
let receivedAt = { ms: Number.NaN, stored: '', iso: '' }
function receivedNow() {
  const ms = Date.now()
  if (ms !== receivedAt.ms) {
    const now = DateTime.fromMillis(ms)
    receivedAt = { ms, stored: dbTimestamp(now), iso: now.toUTC().toISO()! }
  }
  return receivedAt
}

function submit(creatorId: number, event: GiftEvent, msgId?: string): Promise<IngestOutcome> {
  ingestCounters.gifts.inc()
  const { stored, iso } = receivedNow()
  const row = giftRow(creatorId, event, stored, msgId)
  const sender = {
    userId: text(event.userId, 64) || null,
    uniqueId: row.gifter_username ?? '',
    nickname: text(event.nickname, 120),
  }
  return giftIngest.submit(row, iso, sender)
}

/** The process's open TikTok streaks (credited at repeatEnd, or after a timeout). */
export const giftStreaks = new StreakTracker<IngestOutcome>(submit)

/**
 * Credits a gift: stored first (the unique msgId per creator drops replays), pushed after its batch
 * committed. A streakable gift (giftType 1) counts once with its final repeatCount: at repeatEnd, or,
 * when TikTok names the streak (groupId), after a timeout without frames. Queued synchronously, so
 * gifts handed in one after the other are stored in that order.
 */
export function ingestGift(creatorId: number, event: GiftEvent): Promise<GiftOutcome> {
  if (event.giftType === 1 && event.groupId) {
    return giftStreaks.frame(creatorId, { ...event, groupId: event.groupId }) ?? Promise.resolve({ outcome: 'streak' })
  }
  if (event.giftType === 1 && !event.repeatEnd) return Promise.resolve({ outcome: 'streak' })
  return submit(creatorId, event)
}

/** Credits a creator's open streaks and waits until every gift handed in so far is committed (stream end). */
export async function giftsSettled(creatorId: number) {
  await giftStreaks.finalise(creatorId)
  await giftIngest.flush(creatorId)
}

/** Shutdown: open streaks are credited, every queued gift written. */
export async function finishGiftIngest() {
  await giftStreaks.finalise()
  await giftIngest.flush()
}

/** Ingest figures for API monitoring. */
export function giftIngestStats() {
  return { ...giftIngest.stats(), ...giftStreaks.stats() }
}

/** The kiosk's Recent Gifters: not cleared, newest first. */
export async function recentGifts(creatorId: number, limit: number = RECENT_GIFTS_LIMIT.default) {
  const gifts = await LiveGift.query()
    .where('creator_id', creatorId)
    .whereNull('cleared_at')
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(1, limit), RECENT_GIFTS_LIMIT.max))
  return gifts.map(giftDto)
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
