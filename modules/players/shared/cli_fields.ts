import { extensionPoint } from '../../../backend/core/shared/extensions.js'
import type { PlayerDto } from './players.js'

/** A cell of a `powerdeck` table (the CLI's Column). */
type Cell = string | number | boolean | null | undefined

/**
 * What another module shows of a player in `powerdeck players …` (the powerups module: active
 * units, units per type, next expiry, the starter pack), contributed in its CLI manifest.
 * Players prints the roster's fields only.
 */
export interface PlayerCliFields {
  id: string
  /** Columns of `players list`, after `mod`. */
  listColumns?: { header: string; value: (player: PlayerDto) => Cell; align?: 'left' | 'right' }[]
  /** CSV columns of `players export`, after `createdAt`. */
  exportColumns?: { header: string; value: (player: PlayerDto) => unknown }[]
  /** A line under `players add`'s 'Added player …', or null. */
  addedNote?: (player: PlayerDto) => string | null
  /** What `players delete` names in its question: 'Delete player Zoe (3 active powerups)?'. */
  deleteNote?: (player: PlayerDto) => string
}

export const PLAYER_CLI_FIELDS = extensionPoint<PlayerCliFields>('players.cliFields')
