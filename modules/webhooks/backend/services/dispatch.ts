import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import { subscribersOf } from './subscribers.js'
import { deliverSoon } from './deliveries.js'

/** An event to deliver to some endpoints. */
interface QueuedEvent {
  endpointIds: number[]
  creatorId: number | null
  event: string
  data: unknown
}

/** The pending delivery rows of one event, one per endpoint, due at once. */
function deliveryRows({ endpointIds, creatorId, event, data }: QueuedEvent, now: string | Date) {
  const payload = JSON.stringify(data)
  return endpointIds.map((endpointId) => ({
    endpoint_id: endpointId,
    creator_id: creatorId,
    event,
    payload,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  }))
}

/** Queues one delivery per endpoint id (durable rows the sender picks up); answers their ids. */
export async function queueDeliveries(
  endpointIds: number[],
  creatorId: number | null,
  event: string,
  data: unknown
): Promise<number[]> {
  if (!endpointIds.length) return []
  const rows = await db
    .table('webhook_deliveries')
    .multiInsert(deliveryRows({ endpointIds, creatorId, event, data }, dbTimestamp(DateTime.now())))
    .returning('id')
  deliverSoon()
  return rows.map((row: { id: number | string } | number) => Number(typeof row === 'object' ? row.id : row))
}

/** Events waiting to be queued: written together, so a busy stream costs one insert per flush. */
let waiting: QueuedEvent[] = []
let flushTimer: NodeJS.Timeout | null = null
const FLUSH_AFTER_MS = 50

/** Queues what is waiting now (the server stopping, or the timer). */
export async function flush() {
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = null
  if (!waiting.length) return
  const events = waiting
  waiting = []
  const now = dbTimestamp(DateTime.now())
  await db.table('webhook_deliveries').multiInsert(events.flatMap((waited) => deliveryRows(waited, now)))
  deliverSoon()
}

/**
 * A creator's event happened (its change committed): queued for every endpoint subscribed to it,
 * with the other events of the next 50 ms. Called after the commit and never awaited by the
 * change: it neither slows nor fails it.
 */
export function announce(creatorId: number, event: string, data: unknown): void {
  subscribersOf(creatorId, event)
    .then((endpointIds) => {
      if (!endpointIds.length) return
      waiting.push({ endpointIds, creatorId, event, data })
      flushTimer ??= setTimeout(
        () => void flush().catch((error) => logger.error({ err: error }, 'queueing webhook deliveries failed')),
        FLUSH_AFTER_MS
      )
    })
    .catch((error) => logger.error({ err: error, creatorId, event }, 'finding webhook subscribers failed'))
}
