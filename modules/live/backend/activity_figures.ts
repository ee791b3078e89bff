import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type {
  ActivityFigureSource,
  CreatorDayFigures,
  CurrentFigure,
  DayFigure,
  FigureRange,
  GifterDayFigures,
} from '#core/activity_figures'
import { dbDate } from '#core/database/time'
import { storedTimestamp, utcDay, utcDaySql } from '#core/database/days'
import { ANONYMOUS_GIFTER } from '../shared/live.js'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/** Gifts of [from, to) by timestamp (read with `client`); chat rows of the UTC days the range covers. */
const giftsIn = (range: FigureRange, client: QueryClientContract) => {
  const query = client
    .from('live_gifts')
    .where('received_at', '>=', storedTimestamp(range.from))
    .where('received_at', '<', storedTimestamp(range.to))
  if (range.creatorIds) query.whereIn('creator_id', range.creatorIds)
  return query
}

const chatIn = (range: FigureRange, client: QueryClientContract = db.connection()) => {
  const query = client
    .from('live_chat_daily')
    .where('day', '>=', utcDay(range.from))
    .where('day', '<', utcDay(range.to))
  if (range.creatorIds) query.whereIn('creator_id', range.creatorIds)
  return query
}

/** Per creator and day, the figures every query below adds to. */
class DayFigures {
  #rows = new Map<string, CreatorDayFigures>()

  add(creatorId: number, day: string, figure: DayFigure, value: number) {
    const key = `${creatorId}:${day}`
    let row = this.#rows.get(key)
    if (!row) this.#rows.set(key, (row = { creatorId, day, figures: {} }))
    row.figures[figure] = (row.figures[figure] ?? 0) + value
  }

  list() {
    return [...this.#rows.values()]
  }
}

async function addGifts(figures: DayFigures, range: FigureRange, client: QueryClientContract) {
  const day = utcDaySql('received_at')
  const rows = await giftsIn(range, client)
    .select('creator_id', db.raw(`${day} as day`))
    .sum({ gifts: 'gift_count', diamonds: 'diamond_value' })
    .groupByRaw(`creator_id, ${day}`)
  for (const row of rows) {
    figures.add(Number(row.creator_id), String(row.day), 'gifts', Number(row.gifts))
    figures.add(Number(row.creator_id), String(row.day), 'diamonds', Number(row.diamonds))
  }
}

async function addChat(figures: DayFigures, range: FigureRange, client: QueryClientContract) {
  const rows = await chatIn(range, client)
    .select('creator_id', 'day')
    .sum({ messages: 'messages' })
    .select(db.raw(`sum(case when sender <> '' then 1 else 0 end) as chatters`))
    .groupBy('creator_id', 'day')
  for (const row of rows) {
    figures.add(Number(row.creator_id), String(row.day), 'chatMessages', Number(row.messages))
    figures.add(Number(row.creator_id), String(row.day), 'chatters', Number(row.chatters))
  }
}

/**
 * Sessions started per day, and minutes live per day: each session overlapping the range is cut
 * to it and split at every 00:00 UTC; an open session counts up to now. A day's milliseconds are
 * rounded to the nearest minute.
 */
async function addSessions(figures: DayFigures, range: FigureRange) {
  const from = storedTimestamp(range.from)
  const to = storedTimestamp(range.to)
  const query = db
    .from('live_sessions')
    .where('started_at', '<', to)
    .where((open) => open.whereNull('ended_at').orWhere('ended_at', '>', from))
    .select('creator_id', 'started_at', 'ended_at')
  if (range.creatorIds) query.whereIn('creator_id', range.creatorIds)
  const liveMs = new Map<string, { creatorId: number; day: string; ms: number }>()
  const now = Date.now()
  for (const session of await query) {
    const creatorId = Number(session.creator_id)
    const startedAt = dbDate(session.started_at)!.getTime()
    if (startedAt >= range.from.getTime()) figures.add(creatorId, utcDay(new Date(startedAt)), 'liveSessions', 1)
    const end = Math.min(dbDate(session.ended_at)?.getTime() ?? now, range.to.getTime())
    for (let at = Math.max(startedAt, range.from.getTime()); at < end;) {
      const dayEnd = Math.min((Math.floor(at / DAY_MS) + 1) * DAY_MS, end)
      const day = utcDay(new Date(at))
      const key = `${creatorId}:${day}`
      const counted = liveMs.get(key) ?? { creatorId, day, ms: 0 }
      counted.ms += dayEnd - at
      liveMs.set(key, counted)
      at = dayEnd
    }
  }
  for (const { creatorId, day, ms } of liveMs.values()) {
    figures.add(creatorId, day, 'liveMinutes', Math.round(ms / MINUTE_MS))
  }
}

/**
 * Live's figures (analytics' ACTIVITY_FIGURES): gifts (a streak of 5 counts 5) and diamonds from
 * live_gifts, cleared ones included; chat messages and distinct chatters from live_chat_daily (a
 * sender the platform did not name counts as a message, not as a chatter); sessions and minutes
 * live from live_sessions; isLive: an open session.
 */
const liveFigures: ActivityFigureSource = {
  async daily(range) {
    const figures = new DayFigures()
    await addSessions(figures, range)
    return figures.list()
  },

  /**
   * Gifts and diamonds, chat messages and chatters: the gift batch and the chat flush add them to
   * the rollups as they store them (gift_batch_writer, chat_tally).
   */
  async recordedDaily(range, client) {
    const figures = new DayFigures()
    // One after the other: a transaction is one connection.
    await addGifts(figures, range, client)
    await addChat(figures, range, client)
    return figures.list()
  },

  /** Named gifters only: the platform's anonymous 'unknown' is no one (as the kiosk treats it). */
  async gifters(range, client) {
    const day = utcDaySql('received_at')
    const rows = await giftsIn(range, client)
      .whereNotNull('gifter_username')
      .whereRaw('lower(gifter_username) <> ?', [ANONYMOUS_GIFTER])
      .select('creator_id', 'gifter_username', db.raw(`${day} as day`))
      .sum({ gifts: 'gift_count', diamonds: 'diamond_value' })
      .groupByRaw(`creator_id, gifter_username, ${day}`)
    return rows.map((row): GifterDayFigures => ({
      creatorId: Number(row.creator_id),
      day: String(row.day),
      gifter: String(row.gifter_username),
      diamonds: Number(row.diamonds),
      gifts: Number(row.gifts),
    }))
  },

  /**
   * Distinct chatters of the UTC days [from, to) covers: the distinct senders counted (not
   * `count(distinct)`, which sorts), read in sender order from the index (creator_id, sender, day).
   */
  async distinct(creatorId, from, to) {
    const senders = chatIn({ from, to, creatorIds: [creatorId] })
      .where('sender', '<>', '')
      .distinct('sender')
    const row = await db.from(senders.as('senders')).count('* as chatters').first()
    return { chatters: Number(row?.chatters ?? 0) }
  },

  async current(creatorIds) {
    const open = await db
      .from('live_sessions')
      .whereIn('creator_id', creatorIds)
      .whereNull('ended_at')
      .select('creator_id')
    const live = new Set(open.map((row) => Number(row.creator_id)))
    return new Map(
      creatorIds.map((id): [number, Partial<Record<CurrentFigure, number>>] => [id, { isLive: live.has(id) ? 1 : 0 }])
    )
  },
}

export default liveFigures
