import { dbIso } from '#core/database/time'
import type { WebhookDeliveryDto, WebhookDto, WebhookEvent } from '../../shared/webhooks.js'

/** A webhook_endpoints row as the query builder answers it. */
export interface EndpointRow {
  id: number
  creator_id: number | null
  url: string
  events: string
  secret_encrypted: string
  enabled: boolean | number
  consecutive_failures: number
  disabled_at: Date | string | null
  created_at: Date | string
}

export interface DeliveryRow {
  id: number
  endpoint_id: number
  creator_id: number | null
  event: string
  payload: string
  status: WebhookDeliveryDto['status']
  attempts: number
  next_attempt_at: Date | string | null
  last_attempt_at: Date | string | null
  response_status: number | null
  duration_ms: number | null
  error: string | null
  created_at: Date | string
}

export const eventsOf = (row: Pick<EndpointRow, 'events'>): WebhookEvent[] => JSON.parse(row.events)

export function deliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  return {
    id: Number(row.id),
    event: row.event,
    status: row.status,
    attempts: Number(row.attempts),
    responseStatus: row.response_status === null ? null : Number(row.response_status),
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    error: row.error,
    createdAt: dbIso(row.created_at)!,
    lastAttemptAt: dbIso(row.last_attempt_at),
    nextAttemptAt: row.status === 'pending' ? dbIso(row.next_attempt_at) : null,
  }
}

export function endpointDto(row: EndpointRow, last: DeliveryRow | null): WebhookDto {
  return {
    id: Number(row.id),
    url: row.url,
    events: eventsOf(row),
    scope: row.creator_id === null ? 'platform' : 'creator',
    enabled: Boolean(row.enabled),
    consecutiveFailures: Number(row.consecutive_failures),
    disabledAt: dbIso(row.disabled_at),
    createdAt: dbIso(row.created_at)!,
    lastDelivery: last ? deliveryDto(last) : null,
  }
}
