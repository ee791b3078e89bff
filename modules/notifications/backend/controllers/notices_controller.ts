import type { HttpContext } from '@adonisjs/core/http'
import { markNoticesRead, noticesOf } from '../services/notices_service.js'
import { markReadValidator } from '../validators.js'

/** The signed-in user's own notices. */
export default class NoticesController {
  async index({ acting }: HttpContext) {
    return { success: true, ...(await noticesOf(acting)) }
  }

  async markRead({ acting, request }: HttpContext) {
    const { ids } = await request.validateUsing(markReadValidator)
    const marked = await markNoticesRead(acting, ids)
    return { success: true, marked, ...(await noticesOf(acting)) }
  }
}
