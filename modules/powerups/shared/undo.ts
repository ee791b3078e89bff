/**
 * Undo and remove (issue 15), shared by backend, frontend and CLI: the public ids of ledger
 * entries (`grant-12`, `use-34`), the creator's undo window, the history and answers.
 */
import { POWERUP_LABELS, type PowerupSource, type PowerupType } from './powerups.js'

export type LedgerEntryKind = 'grant' | 'use'

/** A grant or use as the history, the API and the CLI name it: `grant-12` (holding 12), `use-34`. */
export const ledgerEntryId = (kind: LedgerEntryKind, id: number) => `${kind}-${id}`

/** `grant-12` / `use-34` (any case, spaces around) → kind and row id; null for anything else. */
export function parseLedgerEntryId(input: unknown): { kind: LedgerEntryKind; id: number } | null {
  if (typeof input !== 'string') return null
  const match = /^(grant|use)-([1-9]\d{0,9})$/.exec(input.trim().toLowerCase())
  if (!match) return null
  const id = Number(match[2])
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { kind: match[1] as LedgerEntryKind, id } : null
}

/** The creator's undo window, in minutes (a per-creator setting). */
export const UNDO_WINDOW_MINUTES = { min: 1, max: 1440, default: 10 } as const

/** An optional reason given with an undo or a removal. */
export const REVERT_REASON_MAX = 200

/** How a holding was taken back: its grant undone, or removed outright. */
export type RevokedAs = 'undone' | 'removed'

const units = (count: number) => (count === 1 ? '1 unit' : `${count} units`)

export const UNDO_MESSAGES = {
  invalidEntryId: 'Give a grant or use id like grant-12 or use-34 (shown in the player\u2019s history)',
  grantNotFound: 'Grant not found',
  useNotFound: 'Use not found',
  holdingNotFound: 'Powerup not found',
  alreadyUndone: (entryId: string) => `${entryId} was already undone`,
  alreadyRevoked: (entryId: string, as: RevokedAs) =>
    as === 'removed' ? `${entryId} was removed; there is nothing to undo` : `${entryId} was already undone`,
  grantRevoked: (entryId: string, as: RevokedAs) =>
    `${entryId} cannot be undone: the powerup it used was ${as === 'removed' ? 'removed' : 'taken back'}`,
  windowPassed: (entryId: string, minutes: number) =>
    `The undo window has passed: ${entryId} is older than ${minutes} minute${minutes === 1 ? '' : 's'}`,
  alreadyRemoved: 'This powerup was already removed or taken back',
  nothingToRemove: 'This powerup has no units left to remove',
  reasonTooLong: `Reason must be at most ${REVERT_REASON_MAX} characters`,
  invalidWindow: `Undo window must be a whole number of minutes from ${UNDO_WINDOW_MINUTES.min} to ${UNDO_WINDOW_MINUTES.max}`,
  grantUndone: (takenBack: number, original: number, type: PowerupType, player: string) => {
    const used = original - takenBack
    const head = `${takenBack} of ${original} ${POWERUP_LABELS[type]} taken back from ${player}`
    return used > 0 ? `${head}; ${used} already used` : `${head}`
  },
  useUndone: (type: PowerupType, player: string) => `${POWERUP_LABELS[type]} given back to ${player}`,
  removed: (count: number, type: PowerupType, player: string) =>
    `Removed ${units(count)} of ${POWERUP_LABELS[type]} from ${player}`,
} as const

/** One grant or use in a player's history, newest first. */
export interface LedgerHistoryEntryDto {
  /** `grant-12` / `use-34`: what `powerdeck powerups undo` and the undo call take. */
  id: string
  kind: LedgerEntryKind
  type: PowerupType
  /** Units granted (a use is 1). */
  count: number
  at: string
  byName: string
  source: PowerupSource
  /** A grant's holding: units left now. */
  left: number | null
  expiresAt: string | null
  /** When it was reverted (undone, or for a grant its holding removed), else null. */
  revokedAt: string | null
  revokedAs: RevokedAs | null
  /** Until when Undo is offered (null once reverted). */
  undoableUntil: string | null
}

export interface LedgerHistoryResponse {
  success: true
  undoWindowMinutes: number
  entries: LedgerHistoryEntryDto[]
}

/** POST /api/powerups/ledger/:entryId/undo */
export interface UndoRequest {
  reason?: string
}
export interface UndoResponse {
  success: true
  message: string
  entryId: string
  kind: LedgerEntryKind
  type: PowerupType
  playerId: number
  /** A grant: units taken back and units already used; a use: 1 and 0. */
  takenBack: number
  alreadyUsed: number
}

/** POST /api/powerups/holdings/:holdingId/remove */
export interface RemoveHoldingResponse {
  success: true
  message: string
  holdingId: number
  type: PowerupType
  playerId: number
  removed: number
}

/** GET / PUT /api/powerups/settings: the creator's own ledger settings. */
export interface PowerupCreatorSettingsDto {
  undoWindowMinutes: number
}

/** GET and PUT /api/powerups/settings */
export interface PowerupSettingsResponse {
  success: true
  settings: PowerupCreatorSettingsDto
}
