import type { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { extensionPoint } from '#core/shared/extensions'

/**
 * What another module adds to players, contributed in its manifest
 * (`contributes: [contribute(PLAYER_EXTENSIONS, { … })]`): fields on every presented player,
 * and work inside a player's creation transaction (the starter pack). Players never names
 * those fields; their types are the contributing module's (powerups' LedgerPlayerDto).
 */
export interface PlayerExtension {
  /** The fields it adds, with the value a player gets when `present` says nothing about them. */
  defaults?: Record<string, unknown>
  /** Its fields of the given players; `client` is the writer's transaction when not committed yet. */
  present?: (
    creatorId: number,
    playerIds: number[],
    client?: QueryClientContract
  ) => Promise<Map<number, Record<string, unknown>>>
  /**
   * A few values, cheap to read, that change whenever what `present` adds to the creator's
   * players may have changed (the players list's ETag).
   */
  fingerprint?: (creatorId: number, now: DateTime) => Promise<unknown[]>
  onCreated?: (acting: Acting, player: { id: number; name: string }, trx: TransactionClientContract) => Promise<void>
  /**
   * Player `from` is being merged into `into` (same creator, both rows locked, `from` deleted
   * after): move what the module keeps of `from` to `into`. What it answers (counts) goes into
   * the PLAYER_MERGED audit entry.
   */
  onMerged?: (
    acting: Acting,
    merge: { into: { id: number; name: string }; from: { id: number; name: string } },
    trx: TransactionClientContract
  ) => Promise<Record<string, unknown> | void>
  /**
   * The player is being deleted (its row locked, deleted after in `trx`): let go of what the module
   * keeps that names them and does not cascade with the row.
   */
  onDeleted?: (acting: Acting, player: { id: number; name: string }, trx: TransactionClientContract) => Promise<void>
}

export const PLAYER_EXTENSIONS = extensionPoint<PlayerExtension>('players.extensions')
