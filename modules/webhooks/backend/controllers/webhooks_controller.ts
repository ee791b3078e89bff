import type { HttpContext } from '@adonisjs/core/http'
import { WEBHOOK_TEXTS } from '../../shared/webhooks.js'
import { createWebhookValidator, webhookId } from '../validators.js'
import {
  createWebhook,
  deleteWebhook,
  deliveriesOf,
  enableWebhook,
  listWebhooks,
  testWebhook,
} from '../services/endpoints_service.js'

/** `/api/webhooks`: the acting creator's endpoints, or an admin's platform-wide ones (docs/api/webhooks.md). */
export default class WebhooksController {
  async index({ acting }: HttpContext) {
    return { success: true, webhooks: await listWebhooks(acting) }
  }

  async store({ acting, request, response }: HttpContext) {
    const input = await request.validateUsing(createWebhookValidator)
    const webhook = await createWebhook(acting, input)
    return response.status(201).send({ success: true, message: WEBHOOK_TEXTS.created, webhook })
  }

  async destroy({ acting, params }: HttpContext) {
    await deleteWebhook(acting, await webhookId(params))
    return { success: true, message: WEBHOOK_TEXTS.deleted }
  }

  async enable({ acting, params }: HttpContext) {
    const webhook = await enableWebhook(acting, await webhookId(params))
    return { success: true, message: WEBHOOK_TEXTS.enabled, webhook }
  }

  async test({ acting, params, response }: HttpContext) {
    const deliveryId = await testWebhook(acting, await webhookId(params))
    return response.status(202).send({ success: true, message: WEBHOOK_TEXTS.testQueued, deliveryId })
  }

  async deliveries({ acting, params }: HttpContext) {
    return { success: true, deliveries: await deliveriesOf(acting, await webhookId(params)) }
  }
}
