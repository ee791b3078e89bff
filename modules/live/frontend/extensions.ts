import { extensionPoint } from '@shell'
import type { LazyLoader } from '../../players/frontend/public'

/**
 * A block of Kiosk › Recent Gifters under the gift list (the chat commands module's command feed).
 * `now` is the kiosk's clock, for relative times.
 */
export interface RecentGiftersPanel {
  id: string
  order: number
  component: LazyLoader<{ now: number }>
}

export const RECENT_GIFTERS_PANELS = extensionPoint<RecentGiftersPanel>('live.recentGiftersPanels')
