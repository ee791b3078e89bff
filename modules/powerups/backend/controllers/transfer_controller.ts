import type { HttpContext } from '@adonisjs/core/http'
import { bulkExpireValidator, bulkGrantValidator, importValidator } from '../validators.js'
import { grantPowerups } from '../policies/powerup_policy.js'
import { importPlayers } from '../policies/transfer_policy.js'
import { expireInBulk, grantInBulk } from '../services/bulk_ledger.js'
import { importBalances } from '../services/transfer_import.js'
import { GRANT_COUNT } from '../../shared/powerups.js'

/** Issue 15 part 5: the players-and-balances import and the bulk ledger actions. */
export default class TransferController {
  async import(ctx: HttpContext) {
    await ctx.bouncer.authorize(importPlayers)
    const { format, content, dryRun, source } = await ctx.request.validateUsing(importValidator)
    const result = await importBalances(ctx.acting.with({ source: source ?? 'api' }), {
      format,
      content,
      dryRun: dryRun ?? false,
    })
    return { success: true, ...result }
  }

  async bulkGrant(ctx: HttpContext) {
    await ctx.bouncer.authorize(grantPowerups)
    const { playerIds, powerupType, count, expiresInDays, source } = await ctx.request.validateUsing(bulkGrantValidator)
    const result = await grantInBulk(ctx.acting.with({ source: source ?? 'api' }), {
      playerIds,
      type: powerupType,
      count: count ?? GRANT_COUNT.default,
      expiresInDays,
    })
    return { success: true, ...result }
  }

  async bulkExpire(ctx: HttpContext) {
    await ctx.bouncer.authorize(grantPowerups)
    const { playerIds, powerupType, source } = await ctx.request.validateUsing(bulkExpireValidator)
    const result = await expireInBulk(ctx.acting.with({ source: source ?? 'api' }), { playerIds, type: powerupType })
    return { success: true, ...result }
  }
}
