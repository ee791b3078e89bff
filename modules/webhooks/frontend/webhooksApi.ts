import { api } from '@shell'
import type { CreatedWebhookDto, WebhookDeliveryDto, WebhookDto, WebhookEvent } from '../shared/webhooks'

export const WEBHOOKS_KEY = ['settings', 'webhooks'] as const
export const deliveriesKey = (id: number) => [...WEBHOOKS_KEY, id, 'deliveries'] as const

/** /api/webhooks (docs/api/webhooks.md). */
export const webhooksApi = {
  list: () => api.get<{ webhooks: WebhookDto[] }>('/api/webhooks').then((answer) => answer.webhooks),
  create: (body: { url: string; events: WebhookEvent[] }) =>
    api.post<{ webhook: CreatedWebhookDto }>('/api/webhooks', body).then((answer) => answer.webhook),
  remove: (id: number) => api.delete(`/api/webhooks/${id}`),
  enable: (id: number) => api.post(`/api/webhooks/${id}/enable`),
  test: (id: number) => api.post(`/api/webhooks/${id}/test`),
  deliveries: (id: number) =>
    api.get<{ deliveries: WebhookDeliveryDto[] }>(`/api/webhooks/${id}/deliveries`).then((answer) => answer.deliveries),
}
