import type { ComponentType } from 'react'
import type { Role } from '@shell'
import type { LazyLoader } from '../../../players/frontend/public'

/**
 * A view of the Live Kiosk (a tab next to By Powerup and By Player). Views read the
 * kiosk's data and actions with `useKiosk()`; the live module adds 'Recent Gifters'.
 */
export interface KioskView {
  id: string
  label: string
  icon: ComponentType
  /** Position among the tabs (Recent Gifters 10, By Powerup 20, By Player 30). */
  order: number
  roles?: readonly Role[]
  /** The view lists players' powerups: the kiosk's player search narrows it. */
  searchable?: boolean
  component: LazyLoader<object>
}

const views = new Map<string, KioskView>()

/** Adds (or replaces, by id) a kiosk view; call it from your module's frontend index.ts. */
export function registerKioskView(view: KioskView) {
  views.set(view.id, view)
}

export function kioskViewsFor(role: Role): KioskView[] {
  return [...views.values()].filter((view) => !view.roles || view.roles.includes(role)).sort((a, b) => a.order - b.order)
}
