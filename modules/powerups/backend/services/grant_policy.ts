import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
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

const HOUR_MS = 3_600_000

/**
 * When a grant made at `now` expires: after `expiresInDays` days when given, else the policy's
 * default hours. A day is 24 hours (a powerup lasts as long whatever the server's zone does with
 * its clocks), added as milliseconds: luxon's calendar `plus` was ≈ 5 % of a grant's CPU.
 */
export function grantExpiry(now: DateTime, policy: GrantPolicy, expiresInDays?: number) {
  const hours = expiresInDays !== undefined ? expiresInDays * 24 : policy.defaultExpiryHours
  return DateTime.fromMillis(now.toMillis() + hours * HOUR_MS)
}

/** Whether the ledger's periodic run deactivates expired holdings (`powerups.autoCleanupExpired`). */
export async function isCleanupEnabled() {
  return settingValue(POWERUP_SETTINGS.autoCleanupExpired)
}
