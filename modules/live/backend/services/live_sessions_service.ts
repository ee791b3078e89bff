import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import { recordActivity } from '#core/activity'
import { dbDate, dbTimestamp } from '#core/database/time'
import { storedTimestamp } from '#core/database/days'
import type { LiveEndReason } from '../../shared/live.js'
import { lastChatHandlerActivity } from './chat_messages_service.js'
import { LIVE_SESSION_CHANGED, type LiveSessionChangedPayload } from '../../shared/events.js'

const DAY_MS = 86_400_000

/** Tells listeners (webhooks) a session's start or end was committed; a listener's failure is only logged. */
function sessionChanged(payload: LiveSessionChangedPayload) {
  emitter
    .emit(LIVE_SESSION_CHANGED, payload)
    .catch((error) => logger.error({ err: error }, `${LIVE_SESSION_CHANGED} listener failed`))
}
const stored = (at: Date) => dbTimestamp(DateTime.fromJSDate(at))

/** Writes of one creator's sessions, one after the other in the order they were asked for. */
const chains = new Map<number, Promise<unknown>>()

function serialized(creatorId: number, what: string, write: () => Promise<unknown>): Promise<void> {
  const next = (chains.get(creatorId) ?? Promise.resolve()).then(write).then(
    () => undefined,
    (error) => logger.error({ err: error, creatorId }, `recording a live session ${what} failed`)
  )
  chains.set(creatorId, next)
  void next.then(() => {
    if (chains.get(creatorId) === next) chains.delete(creatorId)
  })
  return next
}

/** Every UTC day a session touched changes that day's figures (minutes live), in `trx`. */
function sessionDaysChanged(trx: TransactionClientContract, creatorId: number, startedAt: Date, endedAt: Date) {
  const facts = []
  for (let at = startedAt.getTime(); at < endedAt.getTime() + DAY_MS; at += DAY_MS) {
    facts.push({ creatorId, at: new Date(Math.min(at, endedAt.getTime())) })
  }
  return recordActivity(trx, facts)
}

async function closeOpen(trx: TransactionClientContract, creatorId: number, reason: LiveEndReason, at: Date) {
  const open = await trx.from('live_sessions').where('creator_id', creatorId).whereNull('ended_at').first()
  if (!open) return
  const startedAt = dbDate(open.started_at)!
  const endedAt = at < startedAt ? startedAt : at
  await trx
    .from('live_sessions')
    .where('id', open.id)
    .update({ ended_at: stored(endedAt), end_reason: reason })
  await sessionDaysChanged(trx, creatorId, startedAt, endedAt)
  const ended = { creatorId, state: 'ended', roomId: open.room_id ?? null, at: endedAt.toISOString(), reason } as const
  trx.after('commit', () => sessionChanged(ended))
}

/**
 * The creator's stream is live on a connection: the open session continues when it is the same
 * room, else it ends ('room_changed') and a new one starts.
 */
export function liveSessionStarted(creatorId: number, roomId: string | null, at: Date): Promise<void> {
  return serialized(creatorId, 'start', () =>
    db.transaction(async (trx) => {
      const open = await trx.from('live_sessions').where('creator_id', creatorId).whereNull('ended_at').first()
      if (open && open.room_id === roomId) return
      if (open) await closeOpen(trx, creatorId, 'room_changed', at)
      await trx.table('live_sessions').insert({ creator_id: creatorId, room_id: roomId, started_at: stored(at) })
      await recordActivity(trx, [{ creatorId, at }])
      trx.after('commit', () => sessionChanged({ creatorId, state: 'started', roomId, at: at.toISOString() }))
    })
  )
}

/** The creator's open session (if any) ends at `at`. */
export function liveSessionEnded(creatorId: number, reason: LiveEndReason, at: Date): Promise<void> {
  return serialized(creatorId, 'end', () => db.transaction((trx) => closeOpen(trx, creatorId, reason, at)))
}

/** Resolves when every session write asked for so far is done. */
export async function liveSessionWrites() {
  await Promise.all(chains.values())
}

const ACTIVITY_COLUMNS = [
  ['live_gifts', 'received_at'],
  ['live_chat_daily', 'last_message_at'],
] as const

/**
 * The latest moment a session shows activity: a gift, a counted chat message or what a chat
 * message handler stored (a chat command).
 */
async function lastActivity(creatorId: number, startedAt: Date): Promise<Date> {
  const since = storedTimestamp(startedAt)
  let last = Math.max(startedAt.getTime(), await lastChatHandlerActivity(creatorId, startedAt))
  for (const [table, column] of ACTIVITY_COLUMNS) {
    const [row] = await db.from(table).where('creator_id', creatorId).where(column, '>=', since).max(`${column} as at`)
    last = Math.max(last, dbDate(row?.at)?.getTime() ?? 0)
  }
  return new Date(last)
}

/**
 * At boot: sessions a stopped process left open end at their last recorded activity (not at boot
 * time, which would count the downtime as live), with the reason 'interrupted'. Answers how many.
 * With several processes, a session whose connection another running process holds is left open.
 */
export async function closeInterruptedSessions(
  now = new Date(),
  heldElsewhere: (creatorId: number) => Promise<boolean> = async () => false
): Promise<number> {
  const open = await db.from('live_sessions').whereNull('ended_at').select('creator_id', 'started_at')
  let closed = 0
  for (const session of open) {
    const creatorId = Number(session.creator_id)
    if (await heldElsewhere(creatorId)) continue
    closed += 1
    const lastSeen = await lastActivity(creatorId, dbDate(session.started_at)!)
    await liveSessionEnded(creatorId, 'interrupted', lastSeen < now ? lastSeen : now)
  }
  return closed
}

/** Whether the creator has an open live session (live on a connection right now). */
export async function isCreatorLive(creatorId: number): Promise<boolean> {
  return (await openLiveSessionId(creatorId)) !== null
}

/** The id of the creator's open live session (the stream on now), or null; read through `client` when given. */
export async function openLiveSessionId(creatorId: number, client: QueryClientContract = db.connection()) {
  const open = await client.from('live_sessions').where('creator_id', creatorId).whereNull('ended_at').first()
  return open ? Number(open.id) : null
}
