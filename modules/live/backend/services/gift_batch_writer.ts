import db from '@adonisjs/lucid/services/db'
import { utcDay } from '#core/database/days'
import { addRecordedGifts, type RecordedGifts } from '#modules/analytics/backend/public'
import { isMatchableGifter } from '../../shared/live.js'
import type { GiftSender, StoredGift } from '../extension_points.js'
import { runGiftBatchHooks } from './gift_batch_hooks.js'
import { insertNew } from './insert_once.js'
import { giftSenderPlayers, senderPlayerId } from './sender_identity.js'

/** A gift as stored in live_gifts. */
export interface GiftRow {
  creator_id: number
  msg_id: string
  gifter_username: string | null
  gifter_display_name: string | null
  gift_name: string
  gift_count: number
  diamond_value: number
  received_at: string
}

/** A gift handed to a batch: its row, when it was received (ISO) and who sent it. */
export interface PendingGift {
  row: GiftRow
  receivedAt: string
  sender: GiftSender
  /** The player its sender is, resolved by the batch's transaction (each try). */
  playerId?: number | null
  /** Its id, once the batch that inserted it committed. */
  id?: number
}

/**
 * A batch, the one map of its msgIds: each creator's msgId once (`giftKey`), with the first gift
 * that carried it (the others are its replays).
 */
export type BatchGifts = Map<string, PendingGift>

/**
 * Writes one batch (gifts of one or many creators) in one transaction, setting the `id` of the
 * gifts it inserted once committed (the others were there already); answers how many.
 */
export type BatchWriter = (gifts: BatchGifts) => Promise<number>

export const giftKey = (creatorId: number, msgId: string) => `${creatorId}:${msgId}`

/** Items grouped by their gift's creator, in their order. */
function byCreator<T>(items: Iterable<T>, giftOf: (item: T) => PendingGift) {
  const groups = new Map<number, T[]>()
  for (const item of items) {
    const creatorId = giftOf(item).row.creator_id
    const group = groups.get(creatorId)
    if (group) group.push(item)
    else groups.set(creatorId, [item])
  }
  return groups
}

/**
 * The batch's senders matched to their players once (giftSenderPlayers, every creator's together),
 * then one multi-row insert with those players, conflicts on (creator_id, msg_id) ignored, then the
 * gifts it inserted added to analytics' rollups and handed to the other modules' gift batch hooks,
 * all in one transaction (a batch whose rollup addition fails is not written: no gift is stored
 * uncounted). Its statements are the same for gifts of one room or of many.
 */
export const insertGiftBatch: BatchWriter = async (gifts) => {
  const inserted = await db.transaction(async (trx) => {
    const pending = [...gifts.values()]
    const found = await giftSenderPlayers(
      pending.map((gift) => ({ creatorId: gift.row.creator_id, sender: gift.sender })),
      trx
    )
    for (const gift of pending) gift.playerId = senderPlayerId(found, gift.row.creator_id, gift.sender)
    const rows = await insertNew(
      trx,
      'live_gifts',
      pending.map((gift) => ({ ...gift.row, player_id: gift.playerId }))
    )
    const written = rows.map(({ id, creatorId, msgId }) => ({ id, gift: gifts.get(giftKey(creatorId, msgId))! }))
    if (written.length) {
      await addRecordedGifts(trx, recordedGifts(written.map(({ gift }) => gift)))
      const stored = new Map<number, StoredGift[]>()
      for (const [creatorId, group] of byCreator(written, ({ gift }) => gift)) {
        stored.set(
          creatorId,
          group.map(({ id, gift }) => storedGift(gift, id))
        )
      }
      await runGiftBatchHooks(stored, trx)
    }
    return written
  })
  for (const { id, gift } of inserted) gift.id = id
  return inserted.length
}

/** The inserted gifts summed per creator, UTC day and gifter, as analytics' rollups count them. */
function recordedGifts(inserted: PendingGift[]) {
  const sums = new Map<string, RecordedGifts>()
  for (const { row, receivedAt } of inserted) {
    const creatorId = row.creator_id
    const day = utcDay(new Date(receivedAt))
    const key = `${creatorId}:${day}:${row.gifter_username ?? ''}`
    const sum = sums.get(key)
    if (sum) {
      sum.gifts += row.gift_count
      sum.diamonds += row.diamond_value
    } else {
      sums.set(key, {
        creatorId,
        day,
        // Named gifters only (analytics ranks them): the anonymous 'unknown' is no one.
        gifter: isMatchableGifter(row.gifter_username) ? row.gifter_username : null,
        gifts: row.gift_count,
        diamonds: row.diamond_value,
      })
    }
  }
  return [...sums.values()]
}

/** A gift the insert stored, as the hooks see it. */
const storedGift = ({ row, receivedAt, sender, playerId }: PendingGift, id: number): StoredGift => ({
  id,
  msgId: row.msg_id,
  giftName: row.gift_name,
  giftCount: row.gift_count,
  diamondValue: row.diamond_value,
  receivedAt,
  sender,
  playerId: playerId ?? null,
})
