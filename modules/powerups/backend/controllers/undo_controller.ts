import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/http/api_error'
import { powerupSettingsValidator, revertValidator } from '../validators.js'
import { grantPowerups, usePowerups, viewPowerups } from '../policies/powerup_policy.js'
import { parseLedgerEntryId, UNDO_MESSAGES, type PowerupSettingsResponse } from '../../shared/undo.js'
import { ledgerHistory } from '../services/history.js'
import { removeHolding, undoGrant, undoUse } from '../services/undo.js'
import { powerupCreatorSettings, updatePowerupCreatorSettings } from '../services/creator_settings.js'
import { POWERUPS_ERRORS } from '../../shared/error_codes.js'

/**
 * Undo and remove (issue 15): a player's history, the undo of a grant (as a grant is
 * authorised) or a use (as a use is), the removal of a holding, the creator's undo window.
 * Route ids (`playerId`, `holdingId`) are checked by the kernel's input guard (else 404).
 */
export default class UndoController {
  async history(ctx: HttpContext) {
    await ctx.bouncer.authorize(viewPowerups)
    return ledgerHistory(ctx.acting, Number(ctx.params.playerId))
  }

  async undo(ctx: HttpContext) {
    const entry = parseLedgerEntryId(ctx.params.entry)
    if (!entry) throw new ApiError(400, UNDO_MESSAGES.invalidEntryId, POWERUPS_ERRORS.invalid_entry_id)
    await ctx.bouncer.authorize(entry.kind === 'grant' ? grantPowerups : usePowerups)
    const input = await ctx.request.validateUsing(revertValidator)
    return entry.kind === 'grant' ? undoGrant(ctx.acting, entry.id, input) : undoUse(ctx.acting, entry.id, input)
  }

  async remove(ctx: HttpContext) {
    await ctx.bouncer.authorize(grantPowerups)
    const holdingId = Number(ctx.params.holdingId)
    const input = await ctx.request.validateUsing(revertValidator)
    return removeHolding(ctx.acting, holdingId, input)
  }

  async settings(ctx: HttpContext): Promise<PowerupSettingsResponse> {
    await ctx.bouncer.authorize(viewPowerups)
    return { success: true, settings: await powerupCreatorSettings(ctx.acting) }
  }

  async updateSettings(ctx: HttpContext): Promise<PowerupSettingsResponse> {
    const update = await ctx.request.validateUsing(powerupSettingsValidator)
    return { success: true, settings: await updatePowerupCreatorSettings(ctx.acting, update) }
  }
}
