import type { HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import {
  createCreatorValidator,
  impersonateValidator,
  importCreatorsValidator,
  creatorTotalsValidator,
  listCreatorsValidator,
  toggleActiveValidator,
  updateCreatorValidator,
} from '../validators.js'
import * as creators from '../services/creators_service.js'
import { importCreators } from '../services/creators_import.js'
import { startImpersonation, exitImpersonation } from '../services/impersonation_service.js'

/** The creator calls (docs/api/admin.md); every answer carries `success`. */
export default class CreatorsController {
  async index({ request }: HttpContext) {
    const filters = await listCreatorsValidator.validate(request.qs())
    return { success: true, data: await creators.listCreators(filters) }
  }

  /** The summary cards: totals over every creator the list's search matches, not the list's page. */
  async summary({ request }: HttpContext) {
    const { search } = await creatorTotalsValidator.validate(request.qs())
    return { success: true, data: await creators.creatorTotals(search) }
  }

  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(createCreatorValidator)
    const creator = await creators.createCreator(ctx.acting, data)
    await emitter.emit('powerdeck:creator_changed', { creatorId: creator.id })
    const [presented] = await creators.presentCreators([creator])
    return ctx.response.status(201).send({ success: true, data: { creator: presented } })
  }

  /** The operator's bulk set-up: a dry run reports, an apply creates all rows or none. */
  async import(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(importCreatorsValidator)
    const result = await importCreators(ctx.acting, input)
    return ctx.response.status(result.dryRun ? 200 : 201).send({ success: true, data: result })
  }

  async update(ctx: HttpContext) {
    const creator = await creators.findCreator(ctx.params.id)
    const data = await ctx.request.validateUsing(updateCreatorValidator)
    const [presented] = await creators.presentCreators([await creators.updateCreator(ctx.acting, creator, data)])
    await emitter.emit('powerdeck:creator_changed', { creatorId: creator.id })
    return { success: true, data: { creator: presented } }
  }

  async toggleActive(ctx: HttpContext) {
    const creator = await creators.findCreator(ctx.params.id)
    const { isActive } = await ctx.request.validateUsing(toggleActiveValidator)
    const [presented] = await creators.presentCreators([await creators.setCreatorActive(ctx.acting, creator, isActive)])
    await emitter.emit('powerdeck:creator_changed', { creatorId: creator.id })
    return { success: true, data: { creator: presented } }
  }

  async destroy(ctx: HttpContext) {
    const creator = await creators.findCreator(ctx.params.id)
    await creators.deleteCreator(ctx.acting, creator)
    await emitter.emit('powerdeck:creator_changed', { creatorId: creator.id })
    return { success: true }
  }

  async impersonate(ctx: HttpContext) {
    const creator = await creators.findCreator(ctx.params.id)
    const { reason } = await ctx.request.validateUsing(impersonateValidator)
    return { success: true, data: await startImpersonation(ctx.acting, creator, reason) }
  }

  async exitImpersonation(ctx: HttpContext) {
    return { success: true, data: await exitImpersonation(ctx.acting) }
  }
}
