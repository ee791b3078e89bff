/** What other modules' backends may import from the powerups module (with its shared/ folder); nothing else of it. */
export { POWERUP_SETTINGS } from './settings.js'
export { grantPolicy, isCleanupEnabled, type GrantPolicy } from './services/grant_policy.js'
export { cleanupExpiredHoldings } from './services/cleanup.js'
export { grantPowerup, playersWithPowerups } from './services/powerups_service.js'
