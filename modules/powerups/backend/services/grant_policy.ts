import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { readSettings, settingValue } from '#core/settings/system_settings_service'
import { POWERUP_SETTINGS } from '../settings.js'

/** The system settings a grant obeys. */
export interface GrantPolicy {
  /** Expiry of a grant that names none, in hours (the settings' `powerups.defaultExpiry` unit). */
  defaultExpiryHours: number
  /** Most active units one player may hold (all types); null = no limit. */
  maxPowerupsPerPlayer: number | null
}

/** The grant policy from the module's settings (the same for every creator today); read through `client` when given. */
export async function grantPolicy(client?: QueryClientContract): Promise<GrantPolicy> {
  const settings = await readSettings(client)
  return {
    defaultExpiryHours: settings.get(POWERUP_SETTINGS.defaultExpiry),
    maxPowerupsPerPlayer: settings.get(POWERUP_SETTINGS.maxPowerupsPerPlayer),
  }
}

/** Whether the ledger's periodic run deactivates expired holdings (`powerups.autoCleanupExpired`). */
export async function isCleanupEnabled() {
  return settingValue(POWERUP_SETTINGS.autoCleanupExpired)
}
