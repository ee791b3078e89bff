import { lazy, type ComponentType } from 'react'
import type { Role } from '@shell'
import type { PlayerDto } from '../shared/players'

/** A component loaded on demand, with props. */
export type LazyLoader<P> = () => Promise<{ default: ComponentType<P> }>

const lazyCache = new Map<LazyLoader<never>, ComponentType<never>>()

/** One React.lazy component per loader, so it keeps its state across re-renders. */
export function lazyOnce<P>(loader: LazyLoader<P>): ComponentType<P> {
  let component = lazyCache.get(loader as LazyLoader<never>)
  if (!component) {
    component = lazy(loader) as ComponentType<never>
    lazyCache.set(loader as LazyLoader<never>, component)
  }
  return component as ComponentType<P>
}

export interface PlayerDialogProps {
  player: PlayerDto
  /** Closes the dialog; the dialog reloads the list itself after a change. */
  onClose: () => void
  /** Called after the player was deleted (the detail page then goes back to the list). */
  onRemoved?: () => void
}

/**
 * An entry of the player menu on the player detail page. Edit Player and Delete Player are
 * registered here by this module; the moderators module adds Promote / Demote.
 */
export interface PlayerMenuAction {
  id: string
  order: number
  /** Roles that see the entry; omitted = any signed-in user. */
  roles?: readonly Role[]
  /** A permission a moderator must hold to see the entry (the one the server checks). */
  permission?: string
  /** The entry's label for this player, or null to hide it (e.g. Demote only for moderators). */
  label: (player: PlayerDto) => string | null
  icon: ComponentType
  /** Red text, for destructive entries. */
  danger?: boolean
  /** The dialog opened when the entry is chosen. */
  dialog: LazyLoader<PlayerDialogProps>
}

/** A block of the player detail page under Player Information (the powerups module's grid). */
export interface PlayerDetailSection {
  id: string
  order: number
  roles?: readonly Role[]
  component: LazyLoader<{ player: PlayerDto }>
}

const menuActions = new Map<string, PlayerMenuAction>()
const detailSections = new Map<string, PlayerDetailSection>()

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order
const allows = (roles: readonly Role[] | undefined, role: Role) => !roles || roles.includes(role)

/** Adds (or replaces, by id) a player menu entry; call it from your module's frontend index.ts. */
export function registerPlayerMenuAction(action: PlayerMenuAction) {
  menuActions.set(action.id, action)
}

/** Adds (or replaces, by id) a section of the player detail page. */
export function registerPlayerDetailSection(section: PlayerDetailSection) {
  detailSections.set(section.id, section)
}

/** The entries a user sees for a player: their role is listed and they hold the permission. */
export function playerMenuActionsFor(role: Role, player: PlayerDto, holds: (permission: string) => boolean = () => true) {
  return [...menuActions.values()]
    .filter((action) => allows(action.roles, role) && (!action.permission || holds(action.permission)) && action.label(player) !== null)
    .sort(byOrder)
}

export function playerDetailSectionsFor(role: Role) {
  return [...detailSections.values()].filter((section) => allows(section.roles, role)).sort(byOrder)
}
