import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { recordError } from '#core/monitoring/error_log'
import { isMatchableGifter, type GiftDto } from '../../shared/live.js'
import type { GiftSender, StoredGift } from '../extension_points.js'
import { insertNew } from './insert_once.js'
import { runGiftBatchHooks } from './gift_batch_hooks.js'
import { addRecordedGifts, type RecordedGifts } from '#modules/analytics/backend/public'
import { utcDay } from '#core/database/days'

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

export type IngestOutcome = { outcome: 'credited'; gift: GiftDto } | { outcome: 'duplicate' }

export interface IngestLimits {
  /** A batch is written when it holds this many gifts… */
  maxRows: number
  /** …or when its first gift has waited this long, whichever comes first. */
  maxWaitMs: number
  /** Over this many gifts queued (waiting or being written) the creator's connection pauses… */
  highWater: number
  /** …and it resumes at or under this many. */
  lowWater: number
  /** A creator's queue never holds more: further gifts are refused (an error), never silently dropped. */
  maxQueued: number
}

export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  maxRows: 200,
  maxWaitMs: 20,
  highWater: 5_000,
  lowWater: 1_000,
  maxQueued: 20_000,
}

/** After a batch committed: its credited gifts, in insert order (never called with none). */
export type CommittedHook = (creatorId: number, gifts: GiftDto[]) => void

/** A gift handed to a batch: its row, when it was received (ISO) and who sent it. */
export interface PendingGift {
  row: GiftRow
  receivedAt: string
  sender: GiftSender
}

/** Writes one batch in one transaction; answers the rows inserted (the others were there already). */
export type BatchWriter = (gifts: PendingGift[]) => Promise<{ id: number; msgId: string }[]>

/**
 * One multi-row insert, conflicts on (creator_id, msg_id) ignored, then the gifts it inserted added
 * to analytics' rollups and handed to the other modules' gift batch hooks, all in one transaction
 * (a batch whose rollup addition fails is not written: no gift is stored uncounted).
 */
export const insertGiftBatch: BatchWriter = (gifts) =>
  db.transaction(async (trx) => {
    const inserted = await insertNew(
      trx,
      'live_gifts',
      gifts.map((gift) => gift.row)
    )
    if (inserted.length) {
      await addRecordedGifts(trx, recordedGifts(gifts, inserted))
      await runGiftBatchHooks(gifts[0].row.creator_id, storedGifts(gifts, inserted), trx)
    }
    return inserted
  })

/** The inserted gifts summed per UTC day and gifter, as analytics' rollups count them. */
function recordedGifts(batch: PendingGift[], inserted: { msgId: string }[]) {
  const byMsgId = new Map(batch.map((gift) => [gift.row.msg_id, gift]))
  const sums = new Map<string, RecordedGifts>()
  for (const { msgId } of inserted) {
    const { row, receivedAt } = byMsgId.get(msgId)!
    const day = utcDay(new Date(receivedAt))
    const key = `${day}:${row.gifter_username ?? ''}`
    const sum = sums.get(key)
    if (sum) {
      sum.gifts += row.gift_count
      sum.diamonds += row.diamond_value
    } else {
      sums.set(key, {
        creatorId: row.creator_id,
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

/** The batch's gifts the insert stored, as the hooks see them. */
function storedGifts(batch: PendingGift[], inserted: { id: number; msgId: string }[]) {
  const byMsgId = new Map(batch.map((gift) => [gift.row.msg_id, gift]))
  return inserted.map(({ id, msgId }): StoredGift => {
    const { row, receivedAt, sender } = byMsgId.get(msgId)!
    return {
      id,
      msgId,
      giftName: row.gift_name,
      giftCount: row.gift_count,
      diamondValue: row.diamond_value,
      receivedAt,
      sender,
    }
  })
}

/** A creator's queue is full: the gift is refused rather than held without bound. */
export class IngestQueueFullError extends Error {}

interface Waiting extends PendingGift {
  resolve(outcome: IngestOutcome): void
  reject(error: unknown): void
}

interface Room {
  creatorId: number
  queue: Waiting[]
  /** Gifts of the batch being written. */
  inFlight: number
  writing: Promise<void> | null
  timer: NodeJS.Timeout | null
  /** When the oldest waiting gift's wait is over (maxWaitMs after it arrived). */
  dueAt: number
  paused: boolean
}

/** The sender a stored row names (no TikTok userId). */
const senderOf = (row: GiftRow): GiftSender => ({
  userId: null,
  uniqueId: row.gifter_username ?? '',
  nickname: row.gifter_display_name ?? '',
})

const dtoOf = ({ row, receivedAt }: Waiting, id: number): GiftDto => ({
  id,
  gifterUsername: row.gifter_username,
  gifterDisplayName: row.gifter_display_name,
  giftName: row.gift_name,
  giftCount: row.gift_count,
  diamondValue: row.diamond_value,
  timestamp: receivedAt,
})

/**
 * Group commit of credited gifts, per creator: gifts queue in arrival order and are written in
 * batches (up to `maxRows`, or after `maxWaitMs`), one batch of a creator at a time; each submitter
 * learns its gift's outcome once its batch committed. A msgId twice in one batch is decided here
 * (the first is written); across batches and processes the unique index decides. A failed batch
 * rejects every gift of it and writes none.
 */
export class GiftBatcher {
  #rooms = new Map<number, Room>()
  #totals = { batches: 0, rows: 0, failedBatches: 0, refused: 0 }
  limits: IngestLimits
  /** The creator's queue went over the high-water mark (true) or down to the low-water one (false). */
  onPressure: (creatorId: number, paused: boolean) => void = () => undefined

  constructor(
    private committed: CommittedHook,
    limits: Partial<IngestLimits> = {},
    private write: BatchWriter = insertGiftBatch
  ) {
    this.limits = { ...DEFAULT_INGEST_LIMITS, ...limits }
  }

  /**
   * Queues a gift received at `receivedAt` (ISO) from `sender` (by default the row's gifter);
   * resolves after its batch committed. Synchronous up to the queueing, so gifts submitted one
   * after the other keep their order.
   */
  submit(row: GiftRow, receivedAt: string, sender: GiftSender = senderOf(row)): Promise<IngestOutcome> {
    const room = this.#room(row.creator_id)
    if (room.queue.length + room.inFlight >= this.limits.maxQueued) {
      this.#totals.refused += 1
      return Promise.reject(new IngestQueueFullError(`Gift queue of creator ${row.creator_id} is full`))
    }
    const outcome = new Promise<IngestOutcome>((resolve, reject) =>
      room.queue.push({ row, receivedAt, sender, resolve, reject })
    )
    if (room.queue.length === 1) room.dueAt = Date.now() + this.limits.maxWaitMs
    this.#checkPressure(room)
    this.#schedule(room)
    return outcome
  }

  /** Writes what a creator (or every creator) has queued now and waits until it is committed. */
  async flush(creatorId?: number) {
    const rooms = creatorId === undefined ? [...this.#rooms.values()] : [this.#rooms.get(creatorId)]
    await Promise.all(
      rooms.map(async (room) => {
        while (room && (room.queue.length || room.writing)) {
          if (!room.writing) this.#write(room)
          await room.writing
        }
      })
    )
  }

  stats() {
    const rooms = [...this.#rooms.values()]
    return {
      queuedGifts: rooms.reduce((sum, room) => sum + room.queue.length + room.inFlight, 0),
      pausedRooms: rooms.filter((room) => room.paused).length,
      ...this.#totals,
    }
  }

  #room(creatorId: number) {
    let room = this.#rooms.get(creatorId)
    if (!room) {
      room = { creatorId, queue: [], inFlight: 0, writing: null, timer: null, dueAt: 0, paused: false }
      this.#rooms.set(creatorId, room)
    }
    return room
  }

  /** Writes now when a batch is full or overdue, else when the oldest gift's wait is over. */
  #schedule(room: Room) {
    if (room.writing || !room.queue.length) return
    const wait = room.dueAt - Date.now()
    if (room.queue.length >= this.limits.maxRows || wait <= 0) return this.#write(room)
    room.timer ??= setTimeout(() => {
      room.timer = null
      this.#schedule(room)
    }, wait)
  }

  #write(room: Room) {
    if (room.timer) clearTimeout(room.timer)
    room.timer = null
    const batch = room.queue.splice(0, this.limits.maxRows)
    // Gifts left over (more than a batch) keep their due time: they arrived before the next ones.
    room.inFlight = batch.length
    room.writing = this.#commit(room.creatorId, batch).finally(() => {
      room.writing = null
      room.inFlight = 0
      this.#checkPressure(room)
      this.#schedule(room)
      if (!room.queue.length && !room.writing && !room.paused) this.#rooms.delete(room.creatorId)
    })
  }

  async #commit(creatorId: number, batch: Waiting[]) {
    // The first of each msgId in the batch is written; the others are its replays.
    const firsts = new Map<string, Waiting>()
    for (const waiting of batch) if (!firsts.has(waiting.row.msg_id)) firsts.set(waiting.row.msg_id, waiting)
    let inserted: { id: number; msgId: string }[]
    try {
      inserted = await this.write([...firsts.values()])
    } catch (error) {
      this.#totals.failedBatches += 1
      logger.error({ err: error, creatorId, gifts: batch.length }, 'writing a batch of gifts failed')
      // Not tied to the creator row: a batch most often fails because that creator was just deleted.
      const message = `Writing ${batch.length} gifts of creator ${creatorId} failed: ${(error as Error).message}`
      void recordError('system', message, { source: 'live.ingest' })
      for (const waiting of batch) waiting.reject(error)
      return
    }
    this.#totals.batches += 1
    this.#totals.rows += inserted.length
    const ids = new Map(inserted.map((row) => [row.msgId, row.id]))
    const outcomes = batch.map((waiting): IngestOutcome => {
      const id = ids.get(waiting.row.msg_id)
      return id !== undefined && firsts.get(waiting.row.msg_id) === waiting
        ? { outcome: 'credited', gift: dtoOf(waiting, id) }
        : { outcome: 'duplicate' }
    })
    const credited = outcomes.flatMap((outcome) => (outcome.outcome === 'credited' ? [outcome.gift] : []))
    if (credited.length) {
      try {
        this.committed(creatorId, credited)
      } catch (error) {
        logger.error({ err: error, creatorId }, 'announcing committed gifts failed')
      }
    }
    batch.forEach((waiting, index) => waiting.resolve(outcomes[index]))
  }

  /** Pauses the creator's connection over the high-water mark, resumes it at the low-water one. */
  #checkPressure(room: Room) {
    const queued = room.queue.length + room.inFlight
    const paused = room.paused ? queued > this.limits.lowWater : queued >= this.limits.highWater
    if (paused === room.paused) return
    room.paused = paused
    this.onPressure(room.creatorId, paused)
  }
}
