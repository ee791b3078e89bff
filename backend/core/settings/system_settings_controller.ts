import type { HttpContext } from '@adonisjs/core/http'
import { nestSystemSettingsInput, updateSystemSettingsValidator } from './validators.js'
import { getSystemSettings, publicSite, updateSystemSettings } from './system_settings_service.js'

/** GET|PUT /api/admin/settings (admin only) and the public GET /api/public/site. */
export default class SystemSettingsController {
  async show() {
    return { success: true, settings: await getSystemSettings() }
  }

  async update(ctx: HttpContext) {
    const update = await updateSystemSettingsValidator.validate(nestSystemSettingsInput(ctx.request.body()))
    const { settings, changed } = await updateSystemSettings(ctx, update)
    return { success: true, settings, changed }
  }

  async site() {
    return { success: true, site: await publicSite() }
  }
}
