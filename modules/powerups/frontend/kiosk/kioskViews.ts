import type { ComponentType } from 'react'
import { extensionPoint, type Role } from '@shell'
import type { LazyLoader } from '../../../players/frontend/public'

/**
 * A view of the Live Kiosk (a tab next to By Powerup and By Player). Views read the
 * kiosk's data and actions with `useKiosk()`; the live module adds 'Recent Gifters'.
 */
export interface KioskView {
  id: string
  /** A catalog key (`live.kiosk.recentGifters`): the kiosk translates it. */
  label: string
  icon: ComponentType
  /** Position among the tabs (Recent Gifters 10, By Powerup 20, By Player 30). */
  order: number
  roles?: readonly Role[]
  /** The view lists players' powerups: the kiosk's player search narrows it. */
  searchable?: boolean
  component: LazyLoader<object>
}

/** The kiosk's tabs: this module's views and what other modules contribute (live's Recent Gifters). */
export const KIOSK_VIEWS = extensionPoint<KioskView>('powerups.kioskViews')

export function kioskViewsFor(views: readonly KioskView[], role: Role): KioskView[] {
  return views.filter((view) => !view.roles || view.roles.includes(role)).sort((a, b) => a.order - b.order)
}

/**
 * A banner above every kiosk view (the matches module's match bar): rendered inside the kiosk, so
 * it reads the kiosk's data and actions with `useKiosk()`. It renders nothing while it has nothing to say.
 */
export interface KioskBanner {
  id: string
  /** Position among the banners, ascending. */
  order: number
  roles?: readonly Role[]
  component: LazyLoader<object>
}

export const KIOSK_BANNERS = extensionPoint<KioskBanner>('powerups.kioskBanners')
