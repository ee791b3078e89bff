import { addPlayer as addRosterPlayer, listPlayers as listRosterPlayers } from '#modules/players/backend/tests/helpers'
import type { LedgerPlayerDto } from '../../shared/powerups.js'
import { overrideSettings } from '#core/settings/system_settings_service'
import type { GrantPolicy } from '../services/grant_policy.js'
import { POWERUP_SETTINGS } from '../settings.js'

/**
 * For `group.each.setup`: the tests run under this grant policy (not the stored settings; no
 * per-player maximum unless given), and the previous values are put back afterwards.
 */
export function withGrantPolicy(policy: Partial<GrantPolicy> = {}) {
  return () =>
    overrideSettings({
      [POWERUP_SETTINGS.defaultExpiry.key]: policy.defaultExpiryHours ?? POWERUP_SETTINGS.defaultExpiry.default,
      [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: policy.maxPowerupsPerPlayer ?? Infinity,
    })
}

/** players' API helpers, each player with this module's `powerups`. */
export async function addPlayer(...args: Parameters<typeof addRosterPlayer>) {
  return (await addRosterPlayer(...args)) as LedgerPlayerDto
}

export async function listPlayers(...args: Parameters<typeof listRosterPlayers>) {
  return (await listRosterPlayers(...args)) as LedgerPlayerDto[]
}

/** Ledger rows at chosen times, for expiry situations the API cannot create and other modules' figures tests. */
export { PowerupHoldingFactory } from '../database/factories/powerup_holding_factory.js'
export { PowerupUseFactory } from '../database/factories/powerup_use_factory.js'
