import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SettingsController = () => import('./settings_controller.js')
const SystemSettingsController = () => import('./system_settings_controller.js')
const AccountController = () => import('../auth/account_controller.js')

/** Settings and account security (docs/api/settings.md). */
export function registerSettingsRoutes() {
  router.get('/api/public/site', [SystemSettingsController, 'site']).as('core.settings.site')

  router
    .group(() => {
      router.get('/api/settings', [SettingsController, 'show']).as('core.settings.show')
      router.put('/api/settings', [SettingsController, 'update']).as('core.settings.update')
      router.post('/api/auth/change-password', [AccountController, 'changePassword']).as('core.account.password')
      router.post('/api/auth/2fa/setup', [AccountController, 'setupTwoFactor']).as('core.account.2fa.setup')
      router.post('/api/auth/2fa/enable', [AccountController, 'enableTwoFactor']).as('core.account.2fa.enable')
      router.post('/api/auth/2fa/disable', [AccountController, 'disableTwoFactor']).as('core.account.2fa.disable')
      router.post('/api/auth/delete-account', [AccountController, 'deleteAccount']).as('core.account.delete')
    })
    .use(middleware.actor())

  router
    .group(() => {
      router.get('/api/admin/settings', [SystemSettingsController, 'show']).as('core.settings.system.show')
      router
        .get('/api/admin/settings/declarations', [SystemSettingsController, 'declarations'])
        .as('core.settings.system.declarations')
      router.put('/api/admin/settings', [SystemSettingsController, 'update']).as('core.settings.system.update')
    })
    .use(middleware.actor({ roles: ['ADMIN'] }))
}
