import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PlayerDto } from '../../shared/players.js'
import type { Acting } from './acting.js'

/** Fields of a player other modules contribute (powerups, moderator badge). */
export type PlayerExtras = Partial<Pick<PlayerDto, 'powerups' | 'isModerator'>>

/**
 * What another module adds to players, registered once at boot (e.g. from its `listeners`
 * hook): extra fields on every presented player, and work inside a player's creation
 * transaction (the starter pack).
 */
export interface PlayerExtension {
  present?: (creatorId: number, playerIds: number[]) => Promise<Map<number, PlayerExtras>>
  /**
   * A few values, cheap to read, that change whenever what `present` adds to the creator's
   * players may have changed (the players list's ETag).
   */
  fingerprint?: (creatorId: number, now: DateTime) => Promise<unknown[]>
  onCreated?: (acting: Acting, player: { id: number; name: string }, trx: TransactionClientContract) => Promise<void>
}

const extensions = new Map<string, PlayerExtension>()

/** Registers (or replaces) the extension of module `name`. */
export function extendPlayers(name: string, extension: PlayerExtension) {
  extensions.set(name, extension)
}

export function playerExtensions() {
  return [...extensions.values()]
}
