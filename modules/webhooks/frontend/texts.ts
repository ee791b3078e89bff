import { WEBHOOK_LIMITS, type WebhookDeliveryDto } from '../shared/webhooks'

/** Every text of the Webhooks section (languages come later: they live here, once). */
export const TEXTS = {
  intro:
    'Webhooks send events (gifts, powerups, players, going live) to your own URL as signed JSON, for tools such as Streamer.bot or a Discord bot.',
  introAdmin: 'Your webhooks here are platform-wide: they receive the events of every creator.',
  empty: 'No webhooks yet.',
  loadFailed: 'Webhooks could not be loaded',
  add: 'Add webhook',
  adding: 'Adding...',
  addTitle: 'Add a webhook',
  url: 'Endpoint URL',
  urlHelp: 'A public https:// address that accepts POST requests',
  events: 'Events',
  urlRequired: 'Enter the URL of your endpoint',
  eventRequired: 'Choose at least one event',
  addFailed: 'The webhook could not be added',
  secretTitle: 'Your signing secret',
  secretLabel: 'Signing secret',
  copy: 'Copy the signing secret',
  copied: 'Signing secret copied',
  done: 'Done',
  test: 'Send test',
  tested: 'Test event queued',
  testFailed: 'The test event could not be queued',
  log: 'Delivery log',
  enable: 'Enable',
  enabled: 'Webhook enabled',
  enableFailed: 'The webhook could not be enabled',
  remove: (url: string) => `Delete the webhook ${url}`,
  removeTitle: 'Delete this webhook?',
  removeText: (url: string) => `Events will no longer be sent to ${url}. Its delivery log is deleted too.`,
  removeConfirm: 'Delete',
  cancel: 'Cancel',
  removed: 'Webhook deleted',
  removeFailed: 'The webhook could not be deleted',
  disabled: 'Disabled',
  disabledHelp: `Disabled after ${WEBHOOK_LIMITS.failuresToDisable} failed deliveries in a row. Fix the endpoint, then enable it again.`,
  platform: 'Platform-wide',
  neverDelivered: 'No deliveries yet',
  logTitle: (url: string) => `Deliveries to ${url}`,
  logEmpty: 'Nothing was sent to this webhook yet.',
  logFailed: 'The delivery log could not be loaded',
  close: 'Close',
  columns: { event: 'Event', status: 'Status', answer: 'Answer', attempts: 'Attempts', when: 'When' },
}

const STATUS_LABELS: Record<WebhookDeliveryDto['status'], string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
}

/** A delivery's state in words: "Delivered · 200 in 35 ms", "Retrying · Answered 500". */
export function deliverySummary(delivery: WebhookDeliveryDto) {
  const status = delivery.status === 'pending' && delivery.attempts === 0 ? 'Queued' : STATUS_LABELS[delivery.status]
  const answer =
    delivery.responseStatus !== null
      ? `${delivery.responseStatus}${delivery.durationMs !== null ? ` in ${delivery.durationMs} ms` : ''}`
      : delivery.error
  return answer ? `${status} · ${answer}` : status
}
