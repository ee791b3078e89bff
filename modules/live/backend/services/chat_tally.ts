import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { addRecordedChat, type RecordedChat } from '#modules/analytics/backend/public'
import { dbTimestamp } from '#core/database/time'
import { utcDay } from '#core/database/days'
import { ingestCounters } from './ingest_counters.js'

/** Chat messages counted since the last flush, per creator, UTC day and sender. */
interface Tally {
  creatorId: number
  day: string
  sender: string
  messages: number
  /** Epoch milliseconds of the latest message counted. */
  lastAt: number
}

const ROWS_PER_UPSERT = 500
const FLUSH_EVERY_MS = 1_000
/**
 * Message ids remembered per creator: a reconnect replays recent messages, which count once. At a
 * 2,000 chat/s storm this covers the last 5 s (about 1 MB per live creator).
 */
const RECENT_IDS_PER_CREATOR = 10_000
/** Tallies (creator, day, sender) held between flushes at most: past it, new senders' messages are shed. */
export const MAX_PENDING_TALLIES = 100_000

let pending = new Map<string, Tally>()
let pendingCap = MAX_PENDING_TALLIES
/** Chat messages not counted because the pending tallies were full (the only thing ingest ever sheds). */
let messagesShed = 0
let flushing: Promise<void> = Promise.resolve()
const recentIds = new Map<number, Set<string>>()

/** False for a message id this creator's chat already counted (a replay). */
function firstDelivery(creatorId: number, msgId: string) {
  if (!msgId) return true
  let ids = recentIds.get(creatorId)
  if (!ids) recentIds.set(creatorId, (ids = new Set()))
  if (ids.has(msgId)) return false
  ids.add(msgId)
  if (ids.size > RECENT_IDS_PER_CREATOR) ids.delete(ids.values().next().value!)
  return true
}

/** A chat sender as counted: the TikTok uniqueId without '@' ('' when the platform gave none). */
export const chatSender = (uniqueId: string) => uniqueId.trim().replace(/^@+/, '').slice(0, 64)

const tallyKey = (creatorId: number, day: string, sender: string) => `${creatorId}\u0000${day}\u0000${sender}`

/** Adds messages to a pending tally; a new tally is only made for a sender not counted since the last flush. */
function add(creatorId: number, day: string, sender: string, messages: number, lastAt: number) {
  const key = tallyKey(creatorId, day, sender)
  const counted = pending.get(key)
  if (counted) {
    counted.messages += messages
    if (lastAt > counted.lastAt) counted.lastAt = lastAt
  } else if (pending.size >= pendingCap) messagesShed += messages
  else pending.set(key, { creatorId, day, sender, messages, lastAt })
}

/** The UTC day of the last millisecond asked, kept: a frame's dozens of messages share it. */
let lastDay = { ms: Number.NaN, day: '' }
function dayOf(ms: number) {
  if (ms !== lastDay.ms) lastDay = { ms, day: utcDay(new Date(ms)) }
  return lastDay.day
}

/** Counts one chat message (in memory; written by the next flush); a replayed msgId counts once. */
export function countChatMessage(creatorId: number, message: { msgId: string; uniqueId: string }, at?: Date) {
  if (!firstDelivery(creatorId, message.msgId)) return
  ingestCounters.chatMessages.inc()
  const ms = at ? at.getTime() : Date.now()
  add(creatorId, dayOf(ms), chatSender(message.uniqueId), 1, ms)
}

/** Tallies in the order every flush locks their rows in (creator, day, sender): no crosswise waits. */
const inRowOrder = (tallies: Tally[]) =>
  [...tallies].sort(
    (a, b) =>
      a.creatorId - b.creatorId ||
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
      (a.sender < b.sender ? -1 : a.sender > b.sender ? 1 : 0)
  )

/**
 * Adds tallies to the stored counts; answers the chat each adds (addRecordedChat sums them per
 * creator and day). A sender is a new chatter of the day when its row holds only these messages
 * afterwards (a stored row has at least one already): the database decides, so two processes
 * never both count the same sender.
 */
async function upsertTallies(trx: TransactionClientContract, tallies: Tally[]): Promise<RecordedChat[]> {
  const added: RecordedChat[] = []
  for (let start = 0; start < tallies.length; start += ROWS_PER_UPSERT) {
    const chunk = tallies.slice(start, start + ROWS_PER_UPSERT)
    const stored: { creator_id: number; day: string; sender: string; messages: number | string }[] = await trx
      .knexQuery()
      .table('live_chat_daily')
      .insert(
        chunk.map((tally) => ({
          creator_id: tally.creatorId,
          day: tally.day,
          sender: tally.sender,
          messages: tally.messages,
          last_message_at: dbTimestamp(DateTime.fromMillis(tally.lastAt)),
        }))
      )
      .onConflict(['creator_id', 'day', 'sender'])
      .merge({
        messages: trx.knexRawQuery('live_chat_daily.messages + excluded.messages'),
        last_message_at: trx.knexRawQuery(
          'case when excluded.last_message_at > live_chat_daily.last_message_at ' +
            'then excluded.last_message_at else live_chat_daily.last_message_at end'
        ),
      })
      .returning(['creator_id', 'day', 'sender', 'messages'])
    const counted = new Map(stored.map((row) => [tallyKey(Number(row.creator_id), row.day, row.sender), row]))
    for (const { creatorId, day, sender, messages } of chunk) {
      const row = counted.get(tallyKey(creatorId, day, sender))
      const newChatter = sender !== '' && Number(row?.messages) === messages
      added.push({ creatorId, day, messages, chatters: newChatter ? 1 : 0 })
    }
  }
  return added
}

/**
 * Adds the tallies to the stored counts and their figures to the analytics rollups (one
 * transaction: all or nothing); deleted creators' are dropped.
 */
async function write(batch: Tally[]) {
  await db.transaction(async (trx) => {
    const creatorIds = [...new Set(batch.map((tally) => tally.creatorId))]
    const existing = await trx.from('users').whereIn('id', creatorIds).select('id')
    const kept = new Set(existing.map((row) => Number(row.id)))
    const tallies = inRowOrder(batch.filter((tally) => kept.has(tally.creatorId)))
    await addRecordedChat(trx, await upsertTallies(trx, tallies))
  })
}

async function flushPending() {
  const batch = [...pending.values()]
  pending = new Map()
  if (!batch.length) return
  try {
    await write(batch)
  } catch (error) {
    // Kept for the next flush: nothing counted is lost to a failed write.
    logger.error({ err: error, rows: batch.length }, 'flushing chat counts failed')
    for (const tally of batch) add(tally.creatorId, tally.day, tally.sender, tally.messages, tally.lastAt)
  }
}

/** Chat tally figures for API monitoring. */
export function chatTallyStats() {
  return { pendingChatTallies: pending.size, chatMessagesShed: messagesShed }
}

/** Caps the pending tallies (tests use a small cap; null restores the default). */
export function capPendingChatTallies(cap: number | null) {
  pendingCap = cap ?? MAX_PENDING_TALLIES
}

/** Writes the counted chat messages; flushes run one after the other. */
export function flushChatCounts(): Promise<void> {
  flushing = flushing.then(flushPending)
  return flushing
}

/** Flushes every second until stopped; the stopper flushes what is left. */
export function startChatFlushing(intervalMs = FLUSH_EVERY_MS) {
  const timer = setInterval(() => void flushChatCounts(), intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await flushChatCounts()
  }
}
