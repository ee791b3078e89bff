/**
 * What the players frontend offers other modules' frontends (the only file they import):
 * the players query, the Add Player dialog, and the extension points of the player pages.
 *
 * Dependency direction (issue 11): players is the roster and knows no other module. Powerups
 * (and moderators) depend on players, one way: they add their parts through these points, in
 * their manifest's `contributes`, never the other way round.
 *
 * - `PLAYER_MENU_ACTIONS`: entries of the player menu on /players/:id (Edit 10, Delete 100;
 *   Promote/Demote fit in between). `label` returns null to hide the entry for a player;
 *   `dialog` gets `{ player, onClose }`.
 * - `PLAYER_DETAIL_SECTIONS`: blocks under Player Information (powerups' Active Powerups is 20).
 * - `PLAYER_LIST_BADGES`: marks on each row of My Players (powerups' active count).
 * - `PLAYER_ADDED_NOTES`: sentences of the 'Player Added' toast (powerups' starter pack).
 * - `PLAYER_BULK_ACTIONS`: buttons of the bulk toolbar for the selected players (Delete 100 is
 *   players'; powerups' Grant 10 and Expire 20); `dialog` gets `{ players, onClose, onDone }`,
 *   and `BulkActionDialog` does the form → one call → per-player results part.
 * - `PLAYER_LIST_ACTIONS`: buttons in My Players' header (powerups' balances download).
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
export { BulkActionDialog, type BulkActionDialogProps } from './dialogs/BulkActionDialog'
export {
  BoxVirtualList,
  WindowVirtualList,
  type BoxVirtualListProps,
  type WindowVirtualListProps,
} from './list/WindowVirtualList'
export { NoCreatorContext } from './list/NoCreatorContext'
export { playerAbilities, searchPlayers } from './playerForm'
export {
  lazyOnce,
  PLAYER_ADDED_NOTES,
  PLAYER_BULK_ACTIONS,
  PLAYER_DETAIL_SECTIONS,
  PLAYER_LIST_ACTIONS,
  PLAYER_LIST_BADGES,
  PLAYER_MENU_ACTIONS,
  playerMenuActionsFor,
  type LazyLoader,
  type PlayerAddedNote,
  type PlayerBulkAction,
  type PlayerBulkDialogProps,
  type PlayerListAction,
  type PlayerDetailSection,
  type PlayerDialogProps,
  type PlayerListBadge,
  type PlayerMenuAction,
} from './extensions'
