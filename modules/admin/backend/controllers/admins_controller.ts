import type { HttpContext } from '@adonisjs/core/http'
import { createAdminValidator, toggleActiveValidator, updateAdminValidator } from '../validators.js'
import * as admins from '../services/admins_service.js'

/** The admin management calls (docs/api/admin.md). */
export default class AdminsController {
  async index() {
    return { success: true, data: { admins: (await admins.listAdmins()).map(admins.presentAdmin) } }
  }

  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(createAdminValidator)
    const admin = await admins.createAdminAccount(ctx.acting, data)
    return ctx.response.status(201).send({ success: true, data: { admin: admins.presentAdmin(admin) } })
  }

  async update(ctx: HttpContext) {
    const admin = await admins.findAdmin(ctx.params.id)
    const data = await ctx.request.validateUsing(updateAdminValidator)
    return {
      success: true,
      data: { admin: admins.presentAdmin(await admins.updateAdminAccount(ctx.acting, admin, data)) },
    }
  }

  async toggleActive(ctx: HttpContext) {
    const admin = await admins.findAdmin(ctx.params.id)
    const { isActive } = await ctx.request.validateUsing(toggleActiveValidator)
    return {
      success: true,
      data: { admin: admins.presentAdmin(await admins.setAdminActive(ctx.acting, admin, isActive)) },
    }
  }

  async destroy(ctx: HttpContext) {
    await admins.deleteAdminAccount(ctx.acting, await admins.findAdmin(ctx.params.id))
    return { success: true }
  }
}
