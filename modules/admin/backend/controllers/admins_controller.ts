import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/user'
import { createAdminValidator, toggleActiveValidator, updateAdminValidator } from '../validators.js'
import * as admins from '../services/admins_service.js'

/** Spec 2 §7 admin management calls. */
export default class AdminsController {
  async index() {
    const rows = await User.query().where('role', 'ADMIN').orderBy('created_at', 'asc')
    return { success: true, data: { admins: rows.map(admins.presentAdmin) } }
  }

  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(createAdminValidator)
    const admin = await admins.createAdminAccount(ctx, data)
    return ctx.response.status(201).send({ success: true, data: { admin: admins.presentAdmin(admin) } })
  }

  async update(ctx: HttpContext) {
    const admin = await admins.findAdmin(ctx.params.id)
    const data = await ctx.request.validateUsing(updateAdminValidator)
    return { success: true, data: { admin: admins.presentAdmin(await admins.updateAdminAccount(ctx, admin, data)) } }
  }

  async toggleActive(ctx: HttpContext) {
    const admin = await admins.findAdmin(ctx.params.id)
    const { isActive } = await ctx.request.validateUsing(toggleActiveValidator)
    return { success: true, data: { admin: admins.presentAdmin(await admins.setAdminActive(ctx, admin, isActive)) } }
  }

  async destroy(ctx: HttpContext) {
    await admins.deleteAdminAccount(ctx, await admins.findAdmin(ctx.params.id))
    return { success: true }
  }
}
