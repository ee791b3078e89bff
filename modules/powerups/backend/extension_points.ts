import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { extensionPoint } from '#core/shared/extensions'

/** A grant just undone (the holding claimed, its unused units taken back), inside the undo's transaction. */
export interface UndoneGrant {
  creatorId: number
  holdingId: number
  /** The units taken back: the ones still unused. */
  takenBack: number
  /** Every unit came back (none used): the grant now counts nowhere. */
  wholly: boolean
}

/**
 * What another module gives back when a grant it made is undone, contributed in its manifest
 * (`contributes: [contribute(GRANT_UNDO_HOOKS, { … })]`): rules refills a rule's stock. Called
 * once per undo, inside its transaction (a hook that throws fails the undo). What it answers goes
 * into the POWERUP_GRANT_UNDONE audit entry. Powerups never knows who made a grant.
 */
export interface GrantUndoHook {
  /**
   * Before the player and the holding are locked: takes the row locks `onGrantUndone` will write
   * under, so an undo locks in the order a grant does (the maker's rows, the player, the holding)
   * and never waits in a circle with grants and uses (PostgreSQL).
   */
  lockForUndo?: (grant: { creatorId: number; holdingId: number }, trx: TransactionClientContract) => Promise<void>
  onGrantUndone: (undone: UndoneGrant, trx: TransactionClientContract) => Promise<Record<string, unknown> | void>
}

export const GRANT_UNDO_HOOKS = extensionPoint<GrantUndoHook>('powerups.grantUndone')
