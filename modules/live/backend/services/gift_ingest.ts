import logger from '@adonisjs/core/services/logger'
import { recordError } from '#core/monitoring/error_log'
import type { GiftDto } from '../../shared/live.js'
import type { GiftSender } from '../extension_points.js'
import { giftDtoFromRow } from '../serializers.js'
import {
  giftKey,
  insertGiftBatch,
  type BatchGifts,
  type BatchWriter,
  type GiftRow,
  type PendingGift,
} from './gift_batch_writer.js'

export type IngestOutcome = { outcome: 'credited'; gift: GiftDto } | { outcome: 'duplicate' }

export interface IngestLimits {
  /** A batch (of one or many rooms) is written when it holds this many gifts… */
  maxRows: number
  /** …or when its first gift has waited this long, whichever comes first… */
  maxWaitMs: number
  /**
   * …but a partial batch of several rooms no sooner than this after the previous batch started:
   * small rooms' gifts trickle in (a frame a room a second), and without the gap each batch would
   * carry a few of them and its fixed cost (a transaction, its reads, the rollup statements) would
   * follow the rooms, not the gifts. One room's gifts come in its frames: they go at `maxWaitMs`.
   */
  sharedBatchGapMs: number
  /** Over this many gifts queued (waiting or being written) the creator's connection pauses… */
  highWater: number
  /** …and it resumes at or under this many. */
  lowWater: number
  /** A creator's queue never holds more: further gifts are refused (an error), never silently dropped. */
  maxQueued: number
  /** The whole process's queue never holds more (every room together). */
  maxQueuedTotal: number
  /** Batches written at once (the connections ingest holds, whatever the number of rooms); all but one only for full batches. */
  maxWriters: number
  /** After the pool had no connection for a batch, its gifts wait this long before the next try. */
  retryAfterMs: number
}

export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  maxRows: 200,
  maxWaitMs: 20,
  sharedBatchGapMs: 100,
  highWater: 5_000,
  lowWater: 1_000,
  maxQueued: 20_000,
  maxQueuedTotal: 100_000,
  maxWriters: 2,
  retryAfterMs: 250,
}

/** After a batch committed: a creator's credited gifts, in insert order (never called with none). */
export type CommittedHook = (creatorId: number, gifts: GiftDto[]) => void

/** A creator's queue (or the process's) is full: the gift is refused rather than held without bound. */
export class IngestQueueFullError extends Error {}

/** The pool had no connection in time (knex's acquire timeout): the batch is tried again, not failed. */
const poolExhausted = (error: unknown) => (error as Error)?.name === 'KnexTimeoutError'

interface Waiting extends PendingGift {
  resolve(outcome: IngestOutcome): void
  reject(error: unknown): void
}

interface Room {
  creatorId: number
  queue: Waiting[]
  /** Gifts of the batch being written (a room is in one batch at a time: its gifts keep their order). */
  inFlight: number
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

/** A credited gift's answer: its row as stored, with its id and player. */
const dtoOf = ({ row, receivedAt, id, playerId }: Waiting) =>
  giftDtoFromRow({ ...row, id, player_id: playerId ?? null, received_at: receivedAt })

/**
 * Group commit of credited gifts across rooms: each creator's gifts queue in arrival order; one
 * write path per process takes them round-robin from every waiting room into shared batches (up to
 * `maxRows`, each room at most its share, or after `maxWaitMs`), at most `maxWriters` batches at
 * once, so the connections ingest holds follow neither the number of rooms nor of gifts. A room is
 * in one batch at a time; each submitter learns its gift's outcome once its batch committed. A
 * msgId twice in one batch is decided here (the first is written); across batches and processes
 * the unique index decides. A batch the pool had no connection for is tried again later (its gifts
 * stay queued: backpressure); a batch the database refuses is retried room by room, so only the
 * room at fault has its gifts rejected, none of them written.
 */
export class GiftBatcher {
  #rooms = new Map<number, Room>()
  /** Where the next batch starts taking rooms (round-robin). */
  #cursor = 0
  #writers = 0
  #writing = new Set<Promise<void>>()
  #timer: NodeJS.Timeout | null = null
  #timerAt = 0
  /** When the latest batch started. */
  #lastStartAt = 0
  /** Until when batches wait after the pool had no connection. */
  #backoffUntil = 0
  #totals = { batches: 0, rows: 0, failedBatches: 0, refused: 0, poolWaits: 0 }
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
    if (room.queue.length + room.inFlight >= this.limits.maxQueued || this.#queued() >= this.limits.maxQueuedTotal) {
      this.#totals.refused += 1
      return Promise.reject(new IngestQueueFullError(`Gift queue of creator ${row.creator_id} is full`))
    }
    const outcome = new Promise<IngestOutcome>((resolve, reject) =>
      room.queue.push({ row, receivedAt, sender, resolve, reject })
    )
    if (room.queue.length === 1) room.dueAt = Date.now() + this.limits.maxWaitMs
    this.#checkPressure(room)
    this.#pump()
    return outcome
  }

  /** Writes what a creator (or every creator) has queued now and waits until it is committed. */
  async flush(creatorId?: number) {
    const pending = () => {
      if (creatorId === undefined) return this.#queued() > 0
      const room = this.#rooms.get(creatorId)
      return !!room && room.queue.length + room.inFlight > 0
    }
    while (pending()) {
      this.#pump(true)
      if (this.#writing.size) await Promise.race(this.#writing)
      else await new Promise((resolve) => setTimeout(resolve, Math.max(1, this.#backoffUntil - Date.now())))
    }
  }

  /** Seconds a refused caller should wait before trying again. */
  retryAfterSeconds() {
    return Math.max(1, Math.ceil(Math.max(this.#backoffUntil - Date.now(), this.limits.retryAfterMs) / 1000))
  }

  stats() {
    const rooms = [...this.#rooms.values()]
    return {
      queuedGifts: this.#queued(),
      pausedRooms: rooms.filter((room) => room.paused).length,
      ...this.#totals,
    }
  }

  #queued() {
    let queued = 0
    for (const room of this.#rooms.values()) queued += room.queue.length + room.inFlight
    return queued
  }

  #room(creatorId: number) {
    let room = this.#rooms.get(creatorId)
    if (!room) {
      room = { creatorId, queue: [], inFlight: 0, dueAt: 0, paused: false }
      this.#rooms.set(creatorId, room)
    }
    return room
  }

  /**
   * Starts batches while a writer is free and a batch is due (`now`: whatever waits), else sets the
   * one timer to the earliest due time. A full batch's worth is due at once, on any free writer. A
   * gift whose wait is over (and, with several rooms waiting, the gap since the last batch) is due
   * when no batch is being written; while one is, the gifts gather until it commits (group commit:
   * many small rooms make a few large batches, not many small ones).
   */
  #pump(now = false) {
    while (this.#writers < this.limits.maxWriters) {
      const ready = [...this.#rooms.values()].filter((room) => room.queue.length && !room.inFlight)
      if (!ready.length) return
      const backoff = this.#backoffUntil - Date.now()
      if (backoff > 0) return this.#wake(backoff)
      const waiting = ready.reduce((sum, room) => sum + room.queue.length, 0)
      const dueAt = Math.min(...ready.map((room) => room.dueAt))
      const gapEndsAt = ready.length > 1 ? this.#lastStartAt + this.limits.sharedBatchGapMs : 0
      const due = Math.max(dueAt, gapEndsAt) - Date.now()
      if (!now && waiting < this.limits.maxRows) {
        if (due > 0) return this.#wake(due)
        // The batch being written calls #pump when it ends.
        if (this.#writers > 0) return
      }
      this.#start(this.#take(ready))
    }
  }

  #wake(wait: number) {
    const at = Date.now() + wait
    if (this.#timer && this.#timerAt <= at) return
    if (this.#timer) clearTimeout(this.#timer)
    this.#timerAt = at
    this.#timer = setTimeout(() => {
      this.#timer = null
      this.#pump()
    }, wait)
  }

  /** A batch from the ready rooms, round-robin from the cursor, each room at most its share. */
  #take(ready: Room[]) {
    const start = this.#cursor % ready.length
    const order = [...ready.slice(start), ...ready.slice(0, start)]
    const share = Math.max(1, Math.floor(this.limits.maxRows / order.length))
    const parts = new Map<Room, Waiting[]>()
    let rows = 0
    for (const room of order) {
      if (rows >= this.limits.maxRows) break
      const part = room.queue.splice(0, Math.min(share, this.limits.maxRows - rows))
      // Gifts left over keep their due time: they arrived before the next ones.
      room.inFlight = part.length
      parts.set(room, part)
      rows += part.length
    }
    this.#cursor = start + parts.size
    return parts
  }

  #start(parts: Map<Room, Waiting[]>) {
    this.#writers += 1
    this.#lastStartAt = Date.now()
    const writing: Promise<void> = this.#commit(parts).finally(() => {
      this.#writers -= 1
      this.#writing.delete(writing)
      for (const room of parts.keys()) {
        room.inFlight = 0
        this.#checkPressure(room)
        if (!room.queue.length && !room.paused) this.#rooms.delete(room.creatorId)
      }
      this.#pump()
    })
    this.#writing.add(writing)
  }

  async #commit(parts: Map<Room, Waiting[]>) {
    try {
      const gifts = this.#firsts(parts)
      this.#settle(parts, gifts, await this.write(gifts))
    } catch (error) {
      if (poolExhausted(error)) return this.#requeue(parts, error)
      if (parts.size === 1) return this.#fail(parts, error)
      // One room's gifts may be at fault (its creator just deleted): each room on its own.
      for (const [room, batch] of parts) await this.#commit(new Map([[room, batch]]))
    }
  }

  /** The batch's one msgId map: the first of each creator's msgId in it; the others are its replays. */
  #firsts(parts: Map<Room, Waiting[]>): BatchGifts {
    const firsts = new Map<string, Waiting>()
    for (const batch of parts.values())
      for (const waiting of batch) {
        const key = giftKey(waiting.row.creator_id, waiting.row.msg_id)
        if (!firsts.has(key)) firsts.set(key, waiting)
      }
    return firsts
  }

  /** Each gift credited when it is its msgId's first in the batch and the batch inserted it, else a duplicate. */
  #settle(parts: Map<Room, Waiting[]>, gifts: BatchGifts, inserted: number) {
    this.#totals.batches += 1
    this.#totals.rows += inserted
    for (const [room, batch] of parts) {
      const outcomes = batch.map((waiting): IngestOutcome => {
        const first = gifts.get(giftKey(room.creatorId, waiting.row.msg_id)) === waiting
        return first && waiting.id !== undefined
          ? { outcome: 'credited', gift: dtoOf(waiting) }
          : { outcome: 'duplicate' }
      })
      const credited = outcomes.flatMap((outcome) => (outcome.outcome === 'credited' ? [outcome.gift] : []))
      if (credited.length) {
        try {
          this.committed(room.creatorId, credited)
        } catch (error) {
          logger.error({ err: error, creatorId: room.creatorId }, 'announcing committed gifts failed')
        }
      }
      batch.forEach((waiting, index) => waiting.resolve(outcomes[index]))
    }
  }

  /** Back to the head of their rooms' queues, in order; the next batch waits a moment. */
  #requeue(parts: Map<Room, Waiting[]>, error: unknown) {
    this.#totals.poolWaits += 1
    this.#backoffUntil = Date.now() + this.limits.retryAfterMs
    logger.warn({ err: error, rooms: parts.size }, 'no database connection for a gift batch: retrying')
    for (const [room, batch] of parts) room.queue.unshift(...batch)
  }

  #fail(parts: Map<Room, Waiting[]>, error: unknown) {
    const [[room, batch]] = parts
    this.#totals.failedBatches += 1
    logger.error({ err: error, creatorId: room.creatorId, gifts: batch.length }, 'writing a batch of gifts failed')
    // Not tied to the creator row: a batch most often fails because that creator was just deleted.
    const message = `Writing ${batch.length} gifts of creator ${room.creatorId} failed: ${(error as Error).message}`
    void recordError('system', message, { source: 'live.ingest' })
    for (const waiting of batch) waiting.reject(error)
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
