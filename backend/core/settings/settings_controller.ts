import type { HttpContext } from '@adonisjs/core/http'
import { updatePersonalSettingsValidator } from './validators.js'
import { personalSettings, updatePersonalSettings } from './personal_settings_service.js'
import type { PersonalSettingsResponse } from '../shared/settings.js'

/** GET|PUT /api/settings: the caller's own settings (any signed-in role). */
export default class SettingsController {
  async show({ acting }: HttpContext): Promise<PersonalSettingsResponse> {
    return { success: true, settings: await personalSettings(acting) }
  }

  async update(ctx: HttpContext): Promise<PersonalSettingsResponse> {
    const update = await ctx.request.validateUsing(updatePersonalSettingsValidator)
    return { success: true, settings: await updatePersonalSettings(ctx.acting, update) }
  }
}
