import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import { subscribersOf } from './subscribers.js'
import { deliverSoon } from './deliveries.js'

/** Queues one delivery per endpoint id (durable rows the sender picks up); answers their ids. */
export async function queueDeliveries(
  endpointIds: number[],
  creatorId: number | null,
  event: string,
  data: unknown
): Promise<number[]> {
  if (!endpointIds.length) return []
  const now = dbTimestamp(DateTime.now())
  const payload = JSON.stringify(data)
  const rows = await db
    .table('webhook_deliveries')
    .multiInsert(
      endpointIds.map((endpointId) => ({
        endpoint_id: endpointId,
        creator_id: creatorId,
        event,
        payload,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      }))
    )
    .returning('id')
  deliverSoon()
  return rows.map((row: { id: number | string } | number) => Number(typeof row === 'object' ? row.id : row))
}

/**
 * A creator's event happened (its change committed): queued for every endpoint subscribed to it.
 * Called after the commit and never awaited by the change: it neither slows nor fails it.
 */
export function announce(creatorId: number, event: string, data: unknown): void {
  subscribersOf(creatorId, event)
    .then((endpointIds) => queueDeliveries(endpointIds, creatorId, event, data))
    .catch((error) => logger.error({ err: error, creatorId, event }, 'queueing webhook deliveries failed'))
}
