import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { ApiError } from '#core/http/api_error'
import { dbTimestamp } from '#core/database/time'
import {
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXTS,
  type CreatedWebhookDto,
  type WebhookEvent,
} from '../../shared/webhooks.js'
import { WEBHOOK_AUDIT } from '../../shared/audit_events.js'
import { deliveryDto, endpointDto, type DeliveryRow, type EndpointRow } from './rows.js'
import { encryptSecret, newSigningSecret } from './secrets.js'
import { checkTarget } from './target_guard.js'
import { forgetSubscribers } from './subscribers.js'
import { queueDeliveries } from './dispatch.js'
import { WEBHOOKS_ERRORS } from '../../shared/error_codes.js'

/**
 * Whose endpoints the acting user manages: the tenant's (a creator, or an admin impersonating
 * one), or the platform-wide ones (an admin on their own). The route admits creators and admins.
 */
function ownerOf(acting: Acting): number | null {
  if (acting.creatorId !== null) return acting.creatorId
  if (acting.isAdmin) return null
  return acting.requireCreatorId()
}

function owned(acting: Acting, client: QueryClientContract = db.connection()) {
  const owner = ownerOf(acting)
  const query = client.from('webhook_endpoints')
  return owner === null ? query.whereNull('creator_id') : query.where('creator_id', owner)
}

/** The acting owner's endpoint, else 404 (another tenant's is missing, not forbidden). */
async function findOwned(acting: Acting, id: number): Promise<EndpointRow> {
  const row = id > 0 ? await owned(acting).where('id', id).first() : null
  if (!row) throw new ApiError(404, WEBHOOK_TEXTS.notFound, WEBHOOKS_ERRORS.not_found)
  return row
}

const target = (row: Pick<EndpointRow, 'id' | 'url'>) => ({ type: 'webhook', id: Number(row.id), name: row.url })

async function lastDeliveries(endpointIds: number[]): Promise<Map<number, DeliveryRow>> {
  if (!endpointIds.length) return new Map()
  const latest = db
    .from('webhook_deliveries')
    .whereIn('endpoint_id', endpointIds)
    .groupBy('endpoint_id')
    .max('id as id')
  const rows: DeliveryRow[] = await db.from('webhook_deliveries').whereIn('id', latest)
  return new Map(rows.map((row) => [Number(row.endpoint_id), row]))
}

export async function listWebhooks(acting: Acting) {
  const rows: EndpointRow[] = await owned(acting).orderBy('id')
  const last = await lastDeliveries(rows.map((row) => Number(row.id)))
  return rows.map((row) => endpointDto(row, last.get(Number(row.id)) ?? null))
}

/** Adds an endpoint; its signing secret is in this answer only (stored encrypted). */
export async function createWebhook(
  acting: Acting,
  input: { url: string; events: WebhookEvent[] }
): Promise<CreatedWebhookDto> {
  const owner = ownerOf(acting)
  const url = (await checkTarget(input.url)).toString()
  const secret = newSigningSecret()
  const row = await db.transaction(async (trx) => {
    const [{ count }] = await owned(acting, trx).count('* as count')
    if (Number(count) >= WEBHOOK_LIMITS.perOwner)
      throw new ApiError(409, WEBHOOK_TEXTS.tooMany, WEBHOOKS_ERRORS.too_many, { max: WEBHOOK_LIMITS.perOwner })
    const [inserted] = await trx
      .table('webhook_endpoints')
      .insert({
        creator_id: owner,
        created_by: acting.user?.id ?? null,
        url,
        events: JSON.stringify(input.events),
        secret_encrypted: encryptSecret(secret),
        enabled: true,
        consecutive_failures: 0,
        created_at: dbTimestamp(DateTime.now(), trx),
      })
      .returning('id')
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
    await record(acting, WEBHOOK_AUDIT.CREATED, target({ id, url }), { events: input.events.join(', ') }, trx)
    return (await trx.from('webhook_endpoints').where('id', id).first()) as EndpointRow
  })
  forgetSubscribers()
  return { ...endpointDto(row, null), secret }
}

export async function deleteWebhook(acting: Acting, id: number) {
  const row = await findOwned(acting, id)
  await db.transaction(async (trx) => {
    await trx.from('webhook_endpoints').where('id', row.id).delete()
    await record(acting, WEBHOOK_AUDIT.DELETED, target(row), {}, trx)
  })
  forgetSubscribers()
}

/** Turns a disabled endpoint back on: its failure count starts again, its pending deliveries go out. */
export async function enableWebhook(acting: Acting, id: number) {
  const row = await findOwned(acting, id)
  await db.transaction(async (trx) => {
    await trx
      .from('webhook_endpoints')
      .where('id', row.id)
      .update({ enabled: true, consecutive_failures: 0, disabled_at: null })
    await record(acting, WEBHOOK_AUDIT.ENABLED, target(row), {}, trx)
  })
  forgetSubscribers()
  const [updated] = await listWebhooks(acting).then((all) => all.filter((webhook) => webhook.id === Number(row.id)))
  return updated
}

/** Queues a `webhook.test` delivery to the endpoint (signed and logged like any other). */
export async function testWebhook(acting: Acting, id: number) {
  const row = await findOwned(acting, id)
  const data = { message: 'A test event from Powerdeck', requestedBy: acting.identity.name }
  const creatorId = row.creator_id === null ? null : Number(row.creator_id)
  const [deliveryId] = await queueDeliveries([Number(row.id)], creatorId, WEBHOOK_TEST_EVENT, data)
  await record(acting, WEBHOOK_AUDIT.TESTED, target(row), { deliveryId })
  return deliveryId
}

/** The endpoint's latest deliveries, newest first. */
export async function deliveriesOf(acting: Acting, id: number) {
  const row = await findOwned(acting, id)
  const rows: DeliveryRow[] = await db
    .from('webhook_deliveries')
    .where('endpoint_id', row.id)
    .orderBy('id', 'desc')
    .limit(WEBHOOK_LIMITS.deliveriesShown)
  return rows.map(deliveryDto)
}
