import { setCleanupEnabledProvider, setGrantPolicyProvider } from '#modules/powerups/backend/services/settings_hooks'
import { powerupSettings } from './system_settings_service.js'

/** Hands the system settings to the hooks other modules expose for them (run at boot). */
export default function wireSettingsHooks() {
  // The powerups ledger: expiry of a grant without one, the per-player cap, expired cleanup.
  setGrantPolicyProvider(async () => {
    const { defaultExpiry, maxPowerupsPerPlayer } = await powerupSettings()
    return { defaultExpiryHours: defaultExpiry, maxPowerupsPerPlayer }
  })
  setCleanupEnabledProvider(async () => (await powerupSettings()).autoCleanupExpired)
}
