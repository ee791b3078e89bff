import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#core/activity'
import { dbDate, dbTimestamp } from '#core/database/time'
import { openLiveSessionId } from '#modules/live/backend/public'
import type { MatchEndEvent, MatchEvent, MatchScoreEvent, MatchStartEvent } from '#modules/live/shared/live'
import { MATCH_SCORE_SAMPLES_MAX } from '../../shared/matches.js'
import { publishMatch, publishScore } from './match_push.js'
import { RESULT_FROM_SCORE, runningMatch } from './match_rows.js'

/**
 * The match events of a creator's stream (live's MATCH_EVENT_HANDLERS) stored once: a start by
 * the unique (creator, battle id), a score only upwards (TikTok's points only grow, so a replayed
 * older frame changes nothing), an end only on a running match. The database settles it across
 * processes; a msgId seen by this process is answered 'duplicate' without a statement.
 */
export type MatchOutcome = 'started' | 'score' | 'ended' | 'duplicate' | 'unchanged' | 'unknownMatch'

/** What this process did with match events since it started (API monitoring). */
const totals = { events: 0, started: 0, scores: 0, ended: 0, duplicates: 0, unchanged: 0, unknownMatch: 0, failed: 0 }

export function matchEventStats() {
  return { ...totals }
}

/** msgIds this process handled lately, per creator (bounded): replays after a reconnect. */
const SEEN_MAX = 2_000
const seen = new Map<string, true>()

function firstTime(creatorId: number, msgId: string | undefined) {
  if (!msgId) return true
  const key = `${creatorId}:${msgId}`
  if (seen.has(key)) return false
  seen.set(key, true)
  if (seen.size > SEEN_MAX) seen.delete(seen.keys().next().value!)
  return true
}

const now = (client: QueryClientContract) => dbTimestamp(DateTime.now(), client)

/** The analytics' match figures of the days of these matches' starts change (ACTIVITY_FIGURES). */
function recordEnded(creatorId: number, ended: { started_at: unknown }[], trx: TransactionClientContract) {
  return recordActivity(
    trx,
    ended.map((row) => ({ creatorId, at: dbDate(row.started_at)! }))
  )
}

/** Ends the creator's running matches but `except` (a lost end frame, the stream's end); answers their ids. */
async function endRunning(creatorId: number, trx: TransactionClientContract, except?: string) {
  const query = trx.from('matches').where('creator_id', creatorId).whereNull('ended_at')
  if (except) query.whereNot('tiktok_battle_id', except)
  const ended: { id: number; started_at: unknown }[] = await query.update(
    { ended_at: now(trx), result: trx.getWriteClient().raw(RESULT_FROM_SCORE) },
    ['id', 'started_at']
  )
  await recordEnded(creatorId, ended, trx)
  return ended.map((row) => Number(row.id))
}

async function start(creatorId: number, event: MatchStartEvent) {
  const { created, ended } = await db.transaction(async (trx) => {
    const ended = await endRunning(creatorId, trx, event.matchId)
    const startedAt = event.startedAt ? DateTime.fromISO(event.startedAt) : DateTime.now()
    const inserted = await trx
      .knexQuery()
      .table('matches')
      .insert({
        creator_id: creatorId,
        live_session_id: await openLiveSessionId(creatorId, trx),
        tiktok_battle_id: event.matchId,
        opponent_unique_id: event.opponent ? event.opponent.uniqueId.slice(0, 64) : null,
        opponent_nickname: event.opponent ? event.opponent.nickname.slice(0, 120) : null,
        started_at: dbTimestamp(startedAt, trx),
        ends_at: event.durationSeconds ? dbTimestamp(startedAt.plus({ seconds: event.durationSeconds }), trx) : null,
        ours: 0,
        theirs: 0,
      })
      .onConflict(['creator_id', 'tiktok_battle_id'])
      .ignore()
      .returning('id')
    if (inserted.length) await recordActivity(trx, [{ creatorId, at: startedAt.toJSDate() }])
    return { created: inserted.length ? Number((inserted[0] as { id: number }).id) : null, ended }
  })
  for (const id of ended) await publishMatch(creatorId, id)
  if (created === null) return 'unchanged'
  await publishMatch(creatorId, created)
  return 'started'
}

/**
 * A score of the running match. A score of a battle we do not know that carries the battle's
 * settings (it started before we connected) starts the match first; without them it is counted
 * as 'unknownMatch'. A battle already ended stays ended (its start is 'unchanged').
 */
async function score(creatorId: number, event: MatchScoreEvent): Promise<MatchOutcome> {
  const client = db.connection()
  const running = () => runningMatch(creatorId, client).where('tiktok_battle_id', event.matchId).select('id').first()
  let match = await running()
  let started = false
  if (!match && event.battle) {
    const { battle, matchId } = event
    started = (await start(creatorId, { type: 'matchStart', matchId, opponent: null, ...battle })) === 'started'
    match = started ? await running() : null
  }
  if (!match) return 'unknownMatch'
  const updated = await applyScore(creatorId, Number(match.id), event)
  return started ? 'started' : updated
}

async function applyScore(creatorId: number, matchId: number, event: MatchScoreEvent) {
  const client = db.connection()
  const changed = await client
    .from('matches')
    .where('id', matchId)
    .whereNull('ended_at')
    .where('ours', '<=', event.ours)
    .where('theirs', '<=', event.theirs)
    .where((q) => q.whereNot('ours', event.ours).orWhereNot('theirs', event.theirs))
    .update({ ours: event.ours, theirs: event.theirs }, ['id'])
  if (!changed.length) return 'unchanged'
  // One sample a second (the latest of it), at most MATCH_SCORE_SAMPLES_MAX a match.
  const at = DateTime.now()
  await client.rawQuery(
    `insert into match_scores (match_id, at_second, at, ours, theirs)
     select ?, ?, ?, ?, ? where (select count(*) from match_scores where match_id = ?) < ?
     on conflict (match_id, at_second) do update set ours = excluded.ours, theirs = excluded.theirs, at = excluded.at`,
    [
      matchId,
      Math.floor(at.toMillis() / 1000),
      dbTimestamp(at, client),
      event.ours,
      event.theirs,
      matchId,
      MATCH_SCORE_SAMPLES_MAX,
    ]
  )
  publishScore(creatorId, matchId)
  return 'score'
}

async function end(creatorId: number, event: MatchEndEvent) {
  const ended = await db.transaction(async (trx) => {
    const rows: { id: number; started_at: unknown }[] = await trx
      .from('matches')
      .where('creator_id', creatorId)
      .where('tiktok_battle_id', event.matchId)
      .whereNull('ended_at')
      .update({ ended_at: now(trx), result: event.result ?? trx.getWriteClient().raw(RESULT_FROM_SCORE) }, [
        'id',
        'started_at',
      ])
    await recordEnded(creatorId, rows, trx)
    return rows
  })
  if (!ended.length) return 'unchanged'
  await publishMatch(creatorId, Number(ended[0].id))
  return 'ended'
}

/** Each creator's events one after the other, in TikTok's order (the pipeline does not wait). */
const queues = new Map<number, Promise<unknown>>()

export function handleMatchEvent(creatorId: number, event: MatchEvent): Promise<{ outcome: MatchOutcome }> {
  const handled = (queues.get(creatorId) ?? Promise.resolve()).then(() => handleInTurn(creatorId, event))
  const settled = handled.catch(() => undefined)
  queues.set(creatorId, settled)
  void settled.then(() => {
    if (queues.get(creatorId) === settled) queues.delete(creatorId)
  })
  return handled
}

/** Resolves once every match event of the creator handed in so far is handled. */
export async function matchEventsSettled(creatorId: number) {
  await queues.get(creatorId)
}

async function handleInTurn(creatorId: number, event: MatchEvent): Promise<{ outcome: MatchOutcome }> {
  totals.events += 1
  if (!firstTime(creatorId, event.msgId)) {
    totals.duplicates += 1
    return { outcome: 'duplicate' }
  }
  try {
    const outcome =
      event.type === 'matchStart'
        ? await start(creatorId, { ...event, opponent: event.opponent ?? null })
        : event.type === 'matchScore'
          ? await score(creatorId, event)
          : await end(creatorId, event)
    if (outcome === 'started') totals.started += 1
    else if (outcome === 'score') totals.scores += 1
    else if (outcome === 'ended') totals.ended += 1
    else if (outcome === 'unknownMatch') totals.unknownMatch += 1
    else totals.unchanged += 1
    return { outcome }
  } catch (error) {
    totals.failed += 1
    // A replay may retry it.
    if (event.msgId) seen.delete(`${creatorId}:${event.msgId}`)
    throw error
  }
}

/** The stream ended (not a suspension): its running match ends with the result of its score. */
export async function endMatchesOfStream(creatorId: number) {
  await matchEventsSettled(creatorId)
  for (const id of await db.transaction((trx) => endRunning(creatorId, trx))) await publishMatch(creatorId, id)
}
