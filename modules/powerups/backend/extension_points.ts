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
  onGrantUndone: (undone: UndoneGrant, trx: TransactionClientContract) => Promise<Record<string, unknown> | void>
}

export const GRANT_UNDO_HOOKS = extensionPoint<GrantUndoHook>('powerups.grantUndone')
