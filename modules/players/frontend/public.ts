/**
 * What the players frontend offers other modules' frontends (the only file they import):
 * the players query, the Add Player dialog, and the extension points of the player pages.
 *
 * - `registerPlayerMenuAction({ id, order, roles, label(player), icon, dialog })`: an entry of
 *   the player menu on /players/:id (Edit 10, Delete 100; Promote/Demote fit in between).
 *   `label` returns null to hide the entry for a player; `dialog` gets `{ player, onClose }`.
 * - `registerPlayerDetailSection({ id, order, roles, component })`: a block under Player
 *   Information (the powerups module's Active Powerups grid is order 20).
 *
 * Call them from your module's `frontend/index.ts`, which the shell imports at start.
 *
 * The ledger's queries (players, and what other modules nest under `ledgerKey`) are reloaded
 * with `invalidateLedger(queryClient)` / `useInvalidateLedger()` after a change; players reloads
 * them itself on its `players:changed` push.
 */
export {
  invalidateLedger,
  ledgerKey,
  playersApi,
  playersKeys,
  useInvalidateLedger,
  usePlayers,
  type ClientSource,
} from './playersApi'
export { AddPlayerDialog, type AddPlayerDialogProps } from './dialogs/AddPlayerDialog'
export { DialogFrame, type DialogFrameProps } from './dialogs/DialogFrame'
export { WindowVirtualList, type WindowVirtualListProps } from './list/WindowVirtualList'
export { NoCreatorContext } from './list/NoCreatorContext'
export { playerAbilities, searchPlayers } from './playerForm'
export {
  lazyOnce,
  registerPlayerDetailSection,
  registerPlayerMenuAction,
  type LazyLoader,
  type PlayerDetailSection,
  type PlayerDialogProps,
  type PlayerMenuAction,
} from './extensions'
