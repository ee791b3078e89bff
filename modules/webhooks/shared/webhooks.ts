/**
 * Webhooks: endpoints of a creator (or, for admins, of the whole platform) that receive Powerdeck's
 * events as signed JSON. Shared by the API, the Settings section and the CLI (docs/api/webhooks.md).
 */

/**
 * The events an endpoint may subscribe to, `<subject>.<what happened>`. New subjects (match
 * events) are added here and announced by a dispatcher in the backend's listeners.
 */
export const WEBHOOK_EVENTS = [
  'gift.credited',
  'powerup.granted',
  'powerup.used',
  'powerup.undone',
  'player.created',
  'player.merged',
  'live.started',
  'live.ended',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'gift.credited': 'Gifts received',
  'powerup.granted': 'Powerup granted',
  'powerup.used': 'Powerup used',
  'powerup.undone': 'Grant or use undone',
  'player.created': 'Player created',
  'player.merged': 'Players merged',
  'live.started': 'Live started',
  'live.ended': 'Live ended',
}

/** The event a "send test" delivers; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
  perOwner: 10,
  /** Failed attempts in a row after which an endpoint is disabled. */
  failuresToDisable: 10,
  /** Attempts of one delivery before it is given up. */
  attemptsMax: 8,
  timeoutSeconds: 5,
  /** Deliveries the log shows. */
  deliveriesShown: 50,
} as const

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed'

export interface WebhookDeliveryDto {
  id: number
  event: string
  status: WebhookDeliveryStatus
  attempts: number
  /** The last attempt's answer: HTTP status (null when none came), time taken, error. */
  responseStatus: number | null
  durationMs: number | null
  error: string | null
  createdAt: string
  lastAttemptAt: string | null
  nextAttemptAt: string | null
}

export interface WebhookDto {
  id: number
  url: string
  events: WebhookEvent[]
  /** 'platform': an admin's endpoint, hearing every creator's events. */
  scope: 'creator' | 'platform'
  enabled: boolean
  consecutiveFailures: number
  disabledAt: string | null
  createdAt: string
  lastDelivery: WebhookDeliveryDto | null
}

/** POST /api/webhooks answers the endpoint with its signing secret, this once. */
export type CreatedWebhookDto = WebhookDto & { secret: string }

export const WEBHOOK_TEXTS = {
  created: 'Webhook added. Copy the signing secret now: it is not shown again.',
  deleted: 'Webhook deleted',
  enabled: 'Webhook enabled',
  testQueued: 'Test event queued',
  notFound: 'Webhook not found',
  tooMany: `You can have at most ${WEBHOOK_LIMITS.perOwner} webhooks: delete one first`,
  urlRequired: 'Enter the URL of your endpoint',
  urlInvalid: 'The URL must be a full http:// or https:// address',
  urlTooLong: `The URL must be at most ${WEBHOOK_LIMITS.urlMax} characters`,
  urlCredentials: 'The URL must not contain a user name or password',
  eventsRequired: `Choose at least one event: ${WEBHOOK_EVENTS.join(', ')}`,
  eventUnknown: `An event is one of ${WEBHOOK_EVENTS.join(', ')}`,
  eventTwice: 'Name each event once',
  privateTarget:
    'This URL points to a private, local or reserved network address; webhooks are only sent to public addresses',
  unresolvable: (host: string) => `The host ${host} could not be found`,
  disabledAfterFailures: `Disabled after ${WEBHOOK_LIMITS.failuresToDisable} failed deliveries in a row`,
}

/** GET /api/webhooks */
export interface WebhooksResponse {
  success: true
  webhooks: WebhookDto[]
}

/** POST /api/webhooks: the endpoint with its signing secret, this once. */
export interface CreatedWebhookResponse {
  success: true
  message: string
  webhook: CreatedWebhookDto
}

/** POST /api/webhooks/:id/enable */
export interface WebhookResponse {
  success: true
  message: string
  webhook: WebhookDto
}

/** DELETE /api/webhooks/:id */
export interface WebhookMessageResponse {
  success: true
  message: string
}

/** POST /api/webhooks/:id/test: the test delivery is queued. */
export interface WebhookTestResponse {
  success: true
  message: string
  deliveryId: number
}

/** GET /api/webhooks/:id/deliveries */
export interface WebhookDeliveriesResponse {
  success: true
  deliveries: WebhookDeliveryDto[]
}
