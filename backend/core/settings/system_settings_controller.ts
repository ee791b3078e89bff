import type { HttpContext } from '@adonisjs/core/http'
import { settingsRegistry } from './registry.js'
import { getSystemSettings, publicSite, settingDeclarations, updateSystemSettings } from './system_settings_service.js'
import type { PublicSiteResponse, SettingDeclarationsResponse, SystemSettingsResponse } from '../shared/settings.js'

/** GET|PUT /api/admin/settings and its declarations (admin only), and the public GET /api/public/site. */
export default class SystemSettingsController {
  async show(): Promise<SystemSettingsResponse> {
    return { success: true, settings: await getSystemSettings() }
  }

  /** What each setting is (type, default, label, bounds, section, who may edit): the page and CLI build on it. */
  async declarations(): Promise<SettingDeclarationsResponse> {
    return { success: true, declarations: await settingDeclarations() }
  }

  async update(ctx: HttpContext): Promise<SystemSettingsResponse> {
    const update = await (await settingsRegistry()).validate(ctx.request.body())
    const { settings, changed } = await updateSystemSettings(ctx.acting, update)
    return { success: true, settings, changed }
  }

  async site(): Promise<PublicSiteResponse> {
    return { success: true, site: await publicSite() }
  }
}
