/**
 * What the powerups frontend offers other modules' frontends (the only file they import).
 *
 * Kiosk extension points (call them from your module's `frontend/index.ts`):
 * - `registerKioskView({ id, label, icon, order, roles, component })`: a tab of /kiosk
 *   (By Powerup 20, By Player 30; Recent Gifters fits at 10). The view calls `useKiosk()`
 *   for players, units, the clock and the actions (openAddPlayer(name), openAddPowerup(name),
 *   activate(unit), refresh). `/kiosk?view=<id>` opens a view directly.
 * - `useKioskLiveUpdates(refresh)`: the kiosk's polling rhythm for a view's own data (gifts):
 *   every 30 s as a backup while push is up, every 5 s while it is down.
 */
export { registerKioskView, type KioskView } from './kiosk/kioskViews'
export { useKiosk, type KioskContextValue } from './kiosk/KioskContext'
export { KIOSK_POLL_MS, KIOSK_PUSH_BACKUP_POLL_MS, useKioskLiveUpdates } from './kiosk/liveUpdates'
export { AddPowerupDialog, type AddPowerupDialogProps } from './ui/AddPowerupDialog'
export { POWERUP_VISUALS, PowerupTypeIcon } from './ui/powerupVisuals'
export { ExpiryBadge, KioskBadge } from './ui/ExpiryBadges'
export { powerupsApi, powerupsKeys, usePowerupStats } from './ledgerApi'
