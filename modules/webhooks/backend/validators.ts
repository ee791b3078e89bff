import vine from '@vinejs/vine'
import { MAX_ID, withMessages } from '#core/http/validation'
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, WEBHOOK_TEXTS } from '../shared/webhooks.js'

/** POST /api/webhooks (docs/api/webhooks.md): the URL's network is checked by the service. */
export const createWebhookValidator = withMessages(
  vine.compile(
    vine.object({
      url: vine.string().trim().minLength(1).maxLength(WEBHOOK_LIMITS.urlMax),
      events: vine.array(vine.enum(WEBHOOK_EVENTS)).minLength(1).distinct(),
    })
  ),
  {
    'url.required': WEBHOOK_TEXTS.urlRequired,
    'url.string': WEBHOOK_TEXTS.urlInvalid,
    'url.minLength': WEBHOOK_TEXTS.urlRequired,
    'url.maxLength': WEBHOOK_TEXTS.urlTooLong,
    'events.required': WEBHOOK_TEXTS.eventsRequired,
    'events.array': WEBHOOK_TEXTS.eventsRequired,
    'events.array.minLength': WEBHOOK_TEXTS.eventsRequired,
    'events.*.enum': WEBHOOK_TEXTS.eventUnknown,
    'events.distinct': WEBHOOK_TEXTS.eventTwice,
  }
)

const idValidator = vine.compile(vine.object({ id: vine.number().withoutDecimals().range([1, MAX_ID]) }))

/** The route's :id, or 0 (answered as not found) when it is not a row id. */
export const webhookId = (params: Record<string, unknown>) =>
  idValidator.validate(params).then(
    ({ id }) => id,
    () => 0
  )
