import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbIso, dbTimestamp } from '#core/database/time'
import { WEBHOOK_LIMITS } from '../../shared/webhooks.js'
import { WEBHOOK_AUDIT } from '../../shared/audit_events.js'
import { decryptSecret } from './secrets.js'
import { sendSigned, type Attempt } from './sender.js'
import { forgetSubscribers } from './subscribers.js'
import type { DeliveryRow, EndpointRow } from './rows.js'

/** Deliveries read per query of a round, and sent at once. */
const ROUND_BATCH = 20
const PARALLEL = 4
/** An attempt holds its delivery this long: a process that dies mid-attempt leaves it due again (at least once). */
const LEASE_SECONDS = 60
/** Finished deliveries are kept this long for the log. */
const KEEP_DAYS = 7

/** Seconds before the next attempt after `attempts` failed ones: 10 s, 20 s, 40 s … at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 3600)

type Due = DeliveryRow & Pick<EndpointRow, 'url' | 'secret_encrypted'> & { endpoint_failures: number }

/** The body as signed: the delivery's id (the same on every retry), event, time, tenant and data. */
function bodyOf(row: Due) {
  const head = JSON.stringify({
    id: Number(row.id),
    event: row.event,
    createdAt: dbIso(row.created_at),
    creatorId: row.creator_id === null ? null : Number(row.creator_id),
  })
  return `${head.slice(0, -1)},"data":${row.payload}}`
}

/**
 * Takes the due deliveries for this process, leasing them: a delivery another process (or round)
 * took first is no longer due and stays out. Answers the ids taken. PostgreSQL takes them all in
 * one statement; SQLite (one process, one writer) cannot answer an update's rows, so each is
 * taken by its attempt count.
 */
async function claim(due: Due[], now: DateTime): Promise<Set<number>> {
  const lease = { next_attempt_at: dbTimestamp(now.plus({ seconds: LEASE_SECONDS })) }
  const pending = () => db.from('webhook_deliveries').where('status', 'pending')
  if (db.connection().dialect.name === 'postgres') {
    const taken: { id: number | string }[] = await pending()
      .whereIn(
        'id',
        due.map((row) => row.id)
      )
      .where('next_attempt_at', '<=', dbTimestamp(now))
      .update({ ...lease, attempts: db.knexRawQuery('attempts + 1') })
      .returning('id')
    return new Set(taken.map((row) => Number(row.id)))
  }
  const taken = new Set<number>()
  for (const row of due) {
    const updated = await pending()
      .where('id', row.id)
      .where('attempts', row.attempts)
      .update({ ...lease, attempts: Number(row.attempts) + 1 })
    if (Number(updated) === 1) taken.add(Number(row.id))
  }
  return taken
}

/** A failed attempt counts against the endpoint; the Nth in a row disables it (audited, owner sees it). */
async function countFailure(row: Due) {
  await db.from('webhook_endpoints').where('id', row.endpoint_id).increment('consecutive_failures', 1)
  const endpoint = await db.from('webhook_endpoints').where('id', row.endpoint_id).first()
  if (!endpoint || Number(endpoint.consecutive_failures) < WEBHOOK_LIMITS.failuresToDisable) return
  const disabled = await db
    .from('webhook_endpoints')
    .where('id', row.endpoint_id)
    .where('enabled', true)
    .update({ enabled: false, disabled_at: dbTimestamp(DateTime.now()) })
  if (Number(disabled) !== 1) return
  forgetSubscribers()
  const creatorId = endpoint.creator_id === null ? null : Number(endpoint.creator_id)
  await record(
    Acting.system(creatorId),
    WEBHOOK_AUDIT.DISABLED,
    { type: 'webhook', id: Number(endpoint.id), name: endpoint.url },
    { failures: Number(endpoint.consecutive_failures) }
  )
}

async function settle(row: Due, outcome: Attempt, now: DateTime) {
  const attempts = Number(row.attempts) + 1
  const finished = outcome.ok || attempts >= WEBHOOK_LIMITS.attemptsMax
  await db
    .from('webhook_deliveries')
    .where('id', row.id)
    .update({
      status: outcome.ok ? 'delivered' : finished ? 'failed' : 'pending',
      next_attempt_at: finished ? null : dbTimestamp(now.plus({ seconds: retryDelaySeconds(attempts) })),
      last_attempt_at: dbTimestamp(DateTime.now()),
      response_status: outcome.status,
      duration_ms: outcome.durationMs,
      error: outcome.error?.slice(0, 500) ?? null,
    })
  // Only an endpoint with failures counted needs its count reset (most successes write nothing more).
  if (outcome.ok && Number(row.endpoint_failures) > 0)
    await db
      .from('webhook_endpoints')
      .where('id', row.endpoint_id)
      .where('consecutive_failures', '>', 0)
      .update({ consecutive_failures: 0 })
  else await countFailure(row)
}

async function attempt(row: Due, now: DateTime) {
  const secret = decryptSecret(row.secret_encrypted)
  const outcome: Attempt = secret
    ? await sendSigned(row.url, secret, bodyOf(row), {
        'X-Powerdeck-Event': row.event,
        'X-Powerdeck-Delivery': String(row.id),
      })
    : { ok: false, status: null, durationMs: 0, error: 'The signing secret cannot be read (APP_KEY changed)' }
  await settle(row, outcome, now)
}

/**
 * One round: every delivery due at `now` (oldest first) to an enabled endpoint gets an attempt,
 * a few at once. Tests pass a later `now` to reach retries without waiting.
 */
export async function deliverDue(now: DateTime = DateTime.now()) {
  for (;;) {
    if (stopped) return
    const due: Due[] = await db
      .from('webhook_deliveries')
      .join('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .where('webhook_deliveries.status', 'pending')
      .where('webhook_endpoints.enabled', true)
      .where('webhook_deliveries.next_attempt_at', '<=', dbTimestamp(now))
      .orderBy('webhook_deliveries.id')
      .limit(ROUND_BATCH)
      .select(
        'webhook_deliveries.*',
        'webhook_endpoints.url',
        'webhook_endpoints.secret_encrypted',
        'webhook_endpoints.consecutive_failures as endpoint_failures'
      )
    if (!due.length) return
    const taken = await claim(due, now)
    const mine = due.filter((row) => taken.has(Number(row.id)))
    for (let start = 0; start < mine.length; start += PARALLEL) {
      await Promise.all(mine.slice(start, start + PARALLEL).map((row) => attempt(row, now)))
    }
    if (due.length < ROUND_BATCH) return
  }
}

/** Deletes finished deliveries older than KEEP_DAYS (the log keeps the recent ones). */
export async function pruneDeliveries() {
  await db
    .from('webhook_deliveries')
    .whereNot('status', 'pending')
    .where('created_at', '<', dbTimestamp(DateTime.now().minus({ days: KEEP_DAYS })))
    .delete()
}

let round: Promise<void> | null = null
let wanted = false
let stopped = false

/** Runs a round soon: one at a time in this process, one more when asked during a round. Never rejects. */
export function deliverSoon(): Promise<void> {
  wanted = true
  round ??= (async () => {
    try {
      while (wanted && !stopped) {
        wanted = false
        await deliverDue().catch((error) => logger.error({ err: error }, 'webhook deliveries failed'))
      }
    } finally {
      round = null
    }
  })()
  return round
}

/** No attempt starts after this (the server is stopping); one under way finishes on its own. */
export function stopDelivering() {
  stopped = true
}
