/**
 * What the live frontend offers other modules' frontends (the only file they import).
 *
 * - `RECENT_GIFTERS_PANELS` ('live.recentGiftersPanels'): `{ id, order, component }`, a block of
 *   Kiosk › Recent Gifters under the gift list, given the kiosk's clock (`now`); chat commands' feed is 10.
 */
export { RECENT_GIFTERS_PANELS, type RecentGiftersPanel } from './extensions'
