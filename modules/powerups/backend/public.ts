/**
 * What other modules' backends may import from the powerups module (with its shared/ folder);
 * nothing else of it.
 *
 * Dependency direction (issue 11): powerups depends on players, one way. It imports players
 * only through players' public.ts and shared/, and adds each player's `powerups` and the
 * starter pack by contributing to players' PLAYER_EXTENSIONS; players never imports powerups.
 * Moderators reads its moderators' ledger figures here (userLedgerActivity). A module that made
 * a grant hears of its undo through GRANT_UNDO_HOOKS (rules refills its stock).
 *
 * Services take `(acting, input, trx?)`: the kernel's Acting and the caller's transaction, if any.
 */
export { grantPowerup, recordGrant, usePowerup, type GrantInput } from './services/powerups_service.js'
export { playersWithPowerups, userLedgerActivity } from './services/ledger_reads.js'
export { GRANT_UNDO_HOOKS, type GrantUndoHook, type UndoneGrant } from './extension_points.js'
export { POWERUP_SETTINGS } from './settings.js'
export { grantPolicy, isCleanupEnabled, type GrantPolicy } from './services/grant_policy.js'
export { cleanupExpiredHoldings } from './services/cleanup.js'
export { expiringHoldings, type ExpiringHolding } from './services/expiring.js'
