/**
 * What the powerups frontend offers other modules' frontends (the only file they import).
 *
 * Dependency direction (issue 11): powerups depends on players, one way. Players (the roster)
 * never imports powerups; powerups adds its parts to the player screens (the list's badge, the
 * detail page's Active Powerups, the Add Player starter pack) as contributions to the
 * extension points players' public.ts declares.
 *
 * Kiosk extension point (contribute in your manifest: `contributes: [contribute(KIOSK_VIEWS, view)]`):
 * - `KIOSK_VIEWS` ('powerups.kioskViews'): `{ id, label, icon, order, roles, component }`, a tab of
 *   /kiosk (By Powerup 20, By Player 30; Recent Gifters fits at 10). The view calls `useKiosk()`
 *   for players, units, the clock and the actions (openAddPlayer(name), openAddPowerup(name),
 *   activate(unit), refresh). `/kiosk?view=<id>` opens a view directly.
 * - `useKioskLiveUpdates(refresh)`: the kiosk's polling rhythm for a view's own data (gifts):
 *   every 30 s as a backup while push is up, every 5 s while it is down.
 * - `KIOSK_BANNERS` ('powerups.kioskBanners'): `{ id, order, roles, component }`, a banner above every
 *   kiosk view (the matches module's match bar), inside the kiosk: it may call `useKiosk()`.
 */
export { KIOSK_BANNERS, KIOSK_VIEWS, type KioskBanner, type KioskView } from './kiosk/kioskViews'
export { useKiosk, type KioskContextValue } from './kiosk/KioskContext'
export { KIOSK_POLL_MS, KIOSK_PUSH_BACKUP_POLL_MS, useKioskLiveUpdates } from './kiosk/liveUpdates'
export { AddPowerupDialog, type AddPowerupDialogProps } from './ui/AddPowerupDialog'
export { POWERUP_LABEL_KEYS, POWERUP_VISUALS, PowerupTypeIcon, usePowerupLabel } from './ui/powerupVisuals'
export { ExpiryBadge, KioskBadge } from './ui/ExpiryBadges'
export { UseButton, type UseButtonProps } from './ui/UseButton'
export { powerupsApi, powerupsKeys, usePowerupStats } from './ledgerApi'
