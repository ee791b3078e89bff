import { lazy, type ComponentType } from 'react'
import { extensionPoint, type Role } from '@shell'
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
 * this module's own; the moderators module contributes Promote / Demote.
 */
export interface PlayerMenuAction {
  id: string
  order: number
  /** Roles that see the entry; omitted = any signed-in user. */
  roles?: readonly Role[]
  /** A permission a moderator must hold to see the entry (the one the server checks). */
  permission?: string
  /** The entry's label (a catalog key) for this player, or null to hide it (e.g. Demote only for moderators). */
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

/**
 * A mark on a row of My Players, right of the name (the powerups module's active count).
 * Rendered for every row: keep it cheap, no requests.
 */
export interface PlayerListBadge {
  id: string
  order: number
  component: ComponentType<{ player: PlayerDto }>
}

/** A sentence added to the 'Player Added' toast (the powerups module's starter pack). */
export interface PlayerAddedNote {
  id: string
  order: number
  text: (player: PlayerDto) => string
}

/** What a bulk action's dialog gets: the selected players; `onDone` clears the selection. */
export interface PlayerBulkDialogProps {
  players: PlayerDto[]
  onClose: () => void
  onDone: () => void
}

/**
 * A button of the bulk toolbar on My Players, for the selected players (Delete is this
 * module's own; the powerups module contributes Grant and Expire).
 */
export interface PlayerBulkAction {
  id: string
  order: number
  /** A catalog key (`powerups.bulk.grant`): the toolbar translates it. */
  label: string
  icon: ComponentType
  roles?: readonly Role[]
  /** A permission a moderator must hold to see it (the one the server checks). */
  permission?: string
  danger?: boolean
  dialog: LazyLoader<PlayerBulkDialogProps>
}

/** A button in My Players' header for the whole roster (the powerups module's balances download). */
export interface PlayerListAction {
  id: string
  order: number
  roles?: readonly Role[]
  component: ComponentType<{ players: readonly PlayerDto[] }>
}

/*
| The extension points of the player screens: other modules contribute to them in their
| manifest (`contributes: [contribute(PLAYER_MENU_ACTIONS, …)]`); the pages read them with
| `useContributions`.
*/
export const PLAYER_MENU_ACTIONS = extensionPoint<PlayerMenuAction>('players.menuActions')
export const PLAYER_DETAIL_SECTIONS = extensionPoint<PlayerDetailSection>('players.detailSections')
export const PLAYER_LIST_BADGES = extensionPoint<PlayerListBadge>('players.listBadges')
export const PLAYER_ADDED_NOTES = extensionPoint<PlayerAddedNote>('players.addedNotes')
export const PLAYER_BULK_ACTIONS = extensionPoint<PlayerBulkAction>('players.bulkActions')
export const PLAYER_LIST_ACTIONS = extensionPoint<PlayerListAction>('players.listActions')

export const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order
const allows = (roles: readonly Role[] | undefined, role: Role) => !roles || roles.includes(role)

/** The entries a user sees for a player: their role is listed and they hold the permission. */
export function playerMenuActionsFor(
  actions: readonly PlayerMenuAction[],
  role: Role,
  player: PlayerDto,
  holds: (permission: string) => boolean = () => true
) {
  return actions
    .filter(
      (action) =>
        allows(action.roles, role) && (!action.permission || holds(action.permission)) && action.label(player) !== null
    )
    .sort(byOrder)
}

export function playerDetailSectionsFor(sections: readonly PlayerDetailSection[], role: Role) {
  return sections.filter((section) => allows(section.roles, role)).sort(byOrder)
}

/** The entries a user sees: their role is listed and they hold the permission (bulk toolbar, list header). */
export function allowedActions<T extends { order: number; roles?: readonly Role[]; permission?: string }>(
  actions: readonly T[],
  role: Role,
  holds: (permission: string) => boolean = () => true
) {
  return actions
    .filter((action) => allows(action.roles, role) && (!action.permission || holds(action.permission)))
    .sort(byOrder)
}
