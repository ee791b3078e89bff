import type { HttpContext } from '@adonisjs/core/http'
import {
  changePasswordValidator,
  deleteAccountValidator,
  disableTwoFactorValidator,
  enableTwoFactorValidator,
} from './account_validators.js'
import * as security from './account_security_service.js'

/** Account Security and Danger Zone of the Settings page, for the caller's own account. */
export default class AccountController {
  async changePassword(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(changePasswordValidator)
    return { success: true, ...(await security.changePassword(ctx.acting, input)) }
  }

  async setupTwoFactor(ctx: HttpContext) {
    return { success: true, ...(await security.startTwoFactorSetup(ctx.acting)) }
  }

  async enableTwoFactor(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(enableTwoFactorValidator)
    return { success: true, recoveryCodes: await security.enableTwoFactor(ctx.acting, code) }
  }

  async disableTwoFactor(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(disableTwoFactorValidator)
    await security.disableTwoFactor(ctx.acting, input)
    return { success: true }
  }

  async deleteAccount(ctx: HttpContext) {
    const { password } = await ctx.request.validateUsing(deleteAccountValidator)
    await security.deleteAccount(ctx.acting, password)
    return { success: true }
  }
}
