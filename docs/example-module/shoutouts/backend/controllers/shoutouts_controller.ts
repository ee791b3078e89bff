import type { HttpContext } from '@adonisjs/core/http'
import { sendShoutoutValidator } from '../validators.js'
import { listShoutouts, sendShoutout } from '../services/shoutouts_service.js'

/** Thin: the route's roles and the acting tenant authorize, Vine validates, the service acts. */
export default class ShoutoutsController {
  async index({ acting }: HttpContext) {
    return { success: true, shoutouts: await listShoutouts(acting) }
  }

  async store({ acting, request, response }: HttpContext) {
    const input = await request.validateUsing(sendShoutoutValidator)
    response.status(201)
    return { success: true, shoutout: await sendShoutout(acting, input) }
  }
}
