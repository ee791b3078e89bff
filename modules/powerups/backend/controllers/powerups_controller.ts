import type { HttpContext } from '@adonisjs/core/http'
import { grantPowerupValidator, usePowerupValidator } from '../validators.js'
import { grantPowerups, usePowerups, viewPowerups } from '../policies/powerup_policy.js'
import { grantPowerup, powerupStats, usePowerup } from '../services/powerups_service.js'

/** Spec 1 §7 powerup calls and the dashboard figures; every answer carries `success`. */
export default class PowerupsController {
  async grant(ctx: HttpContext) {
    await ctx.bouncer.authorize(grantPowerups)
    const { playerName, powerupType, count, expiresInDays, source } =
      await ctx.request.validateUsing(grantPowerupValidator)
    const result = await grantPowerup(ctx.acting.with({ source: source ?? 'api' }), {
      playerName,
      type: powerupType,
      count,
      expiresInDays,
    })
    return { success: true, ...result }
  }

  async use(ctx: HttpContext) {
    await ctx.bouncer.authorize(usePowerups)
    const { playerId, powerupType, source } = await ctx.request.validateUsing(usePowerupValidator)
    const result = await usePowerup(ctx.acting.with({ source: source ?? 'api' }), {
      playerName: playerId,
      type: powerupType,
    })
    return { success: true, ...result }
  }

  async stats(ctx: HttpContext) {
    await ctx.bouncer.authorize(viewPowerups)
    return { success: true, stats: await powerupStats(ctx.acting) }
  }
}
