import { defineApiContract } from '#core/api_contract/contract'
import { createWebhookValidator } from './validators.js'

/** docs/api/webhooks.md */
export default defineApiContract({
  tag: 'Webhooks',
  description: 'Endpoints that receive Powerdeck’s events as signed JSON, and their deliveries.',
  routes: {
    'webhooks.index': { summary: 'List the endpoints', responses: { 200: 'WebhooksResponse' } },
    'webhooks.deliveries': {
      summary: 'An endpoint’s latest deliveries',
      responses: { 200: 'WebhookDeliveriesResponse' },
    },
    'webhooks.manage.store': {
      summary: 'Add an endpoint (answers its signing secret once)',
      body: createWebhookValidator,
      responses: { 201: 'CreatedWebhookResponse' },
    },
    'webhooks.manage.destroy': { summary: 'Remove an endpoint', responses: { 200: 'WebhookMessageResponse' } },
    'webhooks.manage.enable': { summary: 'Enable a disabled endpoint', responses: { 200: 'WebhookResponse' } },
    'webhooks.manage.test': { summary: 'Queue a test delivery', responses: { 202: 'WebhookTestResponse' } },
  },
})
