import type { TranslateFunction } from 'react-admin'
import type { WebhookDeliveryDto } from '../shared/webhooks'

/** A delivery's state in words: "Delivered · 200 in 35 ms", "Retrying · Answered 500". */
export function deliverySummary(delivery: WebhookDeliveryDto, translate: TranslateFunction) {
  const status =
    delivery.status === 'pending' && delivery.attempts === 0
      ? translate('webhooks.delivery.queued')
      : translate(`webhooks.delivery.${delivery.status}`)
  const answer =
    delivery.responseStatus === null
      ? delivery.error
      : delivery.durationMs === null
        ? String(delivery.responseStatus)
        : translate('webhooks.delivery.answerIn', { status: delivery.responseStatus, ms: delivery.durationMs })
  return answer ? `${status} · ${answer}` : status
}
