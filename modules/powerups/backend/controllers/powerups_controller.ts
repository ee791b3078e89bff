import type { HttpContext } from '@adonisjs/core/http'
import { jsonAnswer } from '#core/http/json_answer'
import { validateBody } from '#core/http/validation'
import { recordingRefusals } from '#core/monitoring/refusals'
import { grantPowerupValidator, usePowerupValidator } from '../validators.js'
import { grantPowerups, usePowerups, viewPowerups } from '../policies/powerup_policy.js'
import { grantPowerup, usePowerup } from '../services/powerups_service.js'
import { powerupStats } from '../services/ledger_reads.js'
import { ledgerEntryId } from '../../shared/undo.js'
import type { PowerupStatsResponse } from '../../shared/powerups.js'

/** A grant or use the creator's kiosk asked for: a refusal (nothing to use, unknown player…) is a `live_kiosk` error. */
const kioskAction = <T>(ctx: HttpContext, source: string, action: () => Promise<T>) =>
  recordingRefusals('live_kiosk', { creatorId: ctx.acting.creatorId, source }, action)

/** The powerup calls (docs/api/powerups.md) and the dashboard figures; every answer carries `success`. */
export default class PowerupsController {
  async grant(ctx: HttpContext) {
    await ctx.bouncer.authorize(grantPowerups)
    const result = await kioskAction(ctx, 'powerups.grant', async () => {
      const { playerName, powerupType, count, expiresInDays, source } = await validateBody(
        ctx.request,
        grantPowerupValidator
      )
      return grantPowerup(ctx.acting.with({ source: source ?? 'api' }), {
        playerName,
        type: powerupType,
        count,
        expiresInDays,
      })
    })
    return jsonAnswer(ctx, { success: true, ...result, entryId: ledgerEntryId('grant', result.holding.id) })
  }

  async use(ctx: HttpContext) {
    await ctx.bouncer.authorize(usePowerups)
    const result = await kioskAction(ctx, 'powerups.use', async () => {
      const { playerId, powerupType, source } = await validateBody(ctx.request, usePowerupValidator)
      return usePowerup(ctx.acting.with({ source: source ?? 'api' }), { playerName: playerId, type: powerupType })
    })
    return jsonAnswer(ctx, { success: true, ...result, entryId: ledgerEntryId('use', result.use.id) })
  }

  async stats(ctx: HttpContext): Promise<PowerupStatsResponse> {
    await ctx.bouncer.authorize(viewPowerups)
    return { success: true, stats: await powerupStats(ctx.acting) }
  }
}
