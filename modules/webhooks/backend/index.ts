import { defineBackendModule } from '#core/modules'
import { contribute } from '#core/shared/extensions'
import { GIFT_BATCH_HOOKS } from '#modules/live/backend/public'
import { WEBHOOK_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'

/**
 * Webhooks: a creator's (or an admin's platform-wide) endpoints receive Powerdeck's events as
 * signed JSON, from a durable queue with retries (docs/api/webhooks.md).
 */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  apiContract: () => import('./api_contract.js'),
  listeners: () => import('./listeners.js'),
  start: () => import('./start.js'),
  auditEvents: WEBHOOK_AUDIT_EVENTS,
  contributes: [
    contribute(GIFT_BATCH_HOOKS, {
      name: 'webhooks',
      run: async (gifts, trx) => (await import('./gift_hook.js')).queueGiftWebhooks(gifts, trx),
    }),
  ],
})
