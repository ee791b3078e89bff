import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { recordActivity } from '#core/activity'
import { contributionsTo } from '#core/module_loader'
import { record } from '#core/audit/recorder'
import { dbDate, dbNow, dbTimestamp } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { requirePlayer } from '#modules/players/backend/public'
import { POWERUP_EVENTS } from '../../shared/events.js'
import { GRANT_UNDO_HOOKS, type UndoneGrant } from '../extension_points.js'
import type { PowerupType } from '../../shared/powerups.js'
import {
  ledgerEntryId,
  UNDO_MESSAGES,
  type RemoveHoldingResponse,
  type RevokedAs,
  type UndoResponse,
} from '../../shared/undo.js'
import { undoWindowMinutes } from './creator_settings.js'
import { emitPowerupsChanged, playerTarget } from './ledger_rows.js'
import { POWERUPS_ERRORS } from '../../shared/error_codes.js'
import type { ErrorCode } from '#core/shared/error_codes'

/*
| Undo and remove (issue 15). Each revert claims its row with a conditional update (`revoked_at`
| or `undone_at` still null): of two parallel reverts of one entry exactly one updates the row,
| the other finds it taken (409). On PostgreSQL the claimed row stays locked until commit, so a
| use racing a grant's undo either took its unit first (counted as used) or finds none left.
*/

type Row = Record<string, any>

/**
 * The player a ledger row belongs to (the acting creator's, else 404), its row locked before the
 * revert writes the ledger, as a grant or use locks it: a revert updates its holding twice, and
 * PostgreSQL checks the second update's player key (a row this transaction wrote), which waits on
 * a use holding the player's lock while it waits on the holding.
 */
async function ownerOf(acting: Acting, row: Row, trx: TransactionClientContract) {
  const player = await requirePlayer(acting, { playerId: row.player_id }, trx, { forUpdate: true })
  return { id: player.id, name: player.name }
}

/** 409 once the creator's undo window since `at` has passed. */
async function requireWithinWindow(
  creatorId: number,
  entryId: string,
  at: unknown,
  now: DateTime,
  trx: TransactionClientContract
) {
  const minutes = await undoWindowMinutes(creatorId, trx)
  const since = dbDate(at)!.getTime()
  if (now.toMillis() - since > minutes * 60_000)
    throw new ApiError(409, UNDO_MESSAGES.windowPassed(entryId, minutes), POWERUPS_ERRORS.window_passed, {
      entry: entryId,
      minutes,
    })
}

/** A 409 for an entry whose holding was removed or taken back before. */
const alreadyRevoked = (entryId: string, as: RevokedAs) =>
  new ApiError(
    409,
    UNDO_MESSAGES.alreadyRevoked(entryId, as),
    as === 'removed' ? POWERUPS_ERRORS.entry_removed : POWERUPS_ERRORS.already_undone,
    { entry: entryId }
  )

/** A holding of the acting creator, or 404 with `notFound` and its code. */
async function findHolding(
  creatorId: number,
  holdingId: number,
  [notFound, code]: readonly [string, ErrorCode],
  trx: TransactionClientContract
) {
  const row = await trx.from('powerup_holdings').where('id', holdingId).where('creator_id', creatorId).first()
  if (!row) throw new ApiError(404, notFound, code)
  return row as Row
}

/**
 * Marks a holding taken back (undone or removed) if nobody did first, and answers it as it was
 * then (its units left), its units now zeroed; null when another revert had claimed it.
 */
async function revokeHolding(holdingId: number, as: RevokedAs, now: DateTime, trx: TransactionClientContract) {
  const at = dbTimestamp(now, trx)
  const [claimed] = await trx
    .from('powerup_holdings')
    .where('id', holdingId)
    .whereNull('revoked_at')
    .update({ revoked_at: at, revoked_as: as, updated_at: at }, ['*'])
  if (!claimed) return null
  // An undo keeps the units it took back: the grant's figures count only those used before it.
  const undone = as === 'undone' ? { undone_count: claimed.count } : {}
  await trx
    .from('powerup_holdings')
    .where('id', holdingId)
    .update({ count: 0, is_active: false, ...undone })
  return claimed as Row
}

/**
 * In the undo's transaction: the activity fact of the day of the grant or use undone, whose
 * figures change too (today's comes with the audit entry).
 */
const originalDayChanged = (creatorId: number, originalAt: Date, trx: TransactionClientContract) =>
  recordActivity(trx, [{ creatorId, at: originalAt }])

/** The enabled modules' GRANT_UNDO_HOOKS take their locks, in module-list order. */
async function lockForGrantUndo(creatorId: number, holdingId: number, trx: TransactionClientContract) {
  for (const hook of contributionsTo(GRANT_UNDO_HOOKS)) await hook.lockForUndo?.({ creatorId, holdingId }, trx)
}

/** The enabled modules' GRANT_UNDO_HOOKS hear of the undo; what they answer, for the audit entry. */
async function grantUndone(undone: UndoneGrant, trx: TransactionClientContract) {
  const answered: Record<string, unknown> = {}
  for (const hook of contributionsTo(GRANT_UNDO_HOOKS)) Object.assign(answered, await hook.onGrantUndone(undone, trx))
  return answered
}

interface Revert {
  reason?: string
}

const reasonOf = (input: Revert) => input.reason?.trim() || null

/**
 * Undoes a grant within the window: takes back the units still unused (the used ones stay used);
 * the module that made the grant gives back what it counted (GRANT_UNDO_HOOKS).
 */
export async function undoGrant(acting: Acting, holdingId: number, input: Revert = {}): Promise<UndoResponse> {
  const creatorId = acting.requireCreatorId()
  const entryId = ledgerEntryId('grant', holdingId)
  const result = await db.transaction(async (trx) => {
    const now = dbNow()
    const holding = await findHolding(
      creatorId,
      holdingId,
      [UNDO_MESSAGES.grantNotFound, POWERUPS_ERRORS.grant_not_found],
      trx
    )
    if (holding.revoked_at) throw alreadyRevoked(entryId, holding.revoked_as)
    await requireWithinWindow(creatorId, entryId, holding.created_at, now, trx)
    await lockForGrantUndo(creatorId, holdingId, trx)
    const player = await ownerOf(acting, holding, trx)
    const claimed = await revokeHolding(holdingId, 'undone', now, trx)
    // A parallel undo or remove claimed it first: say which, as when it came before.
    if (!claimed) throw alreadyRevoked(entryId, await revokedAs(holdingId, trx))
    const type = claimed.type as PowerupType
    const takenBack = Number(claimed.count)
    const alreadyUsed = Number(claimed.original_count) - takenBack
    const returned = await grantUndone({ creatorId, holdingId, takenBack, wholly: alreadyUsed === 0 }, trx)
    await originalDayChanged(creatorId, dbDate(holding.created_at)!, trx)
    await record(
      acting,
      POWERUP_EVENTS.POWERUP_GRANT_UNDONE,
      playerTarget(player),
      {
        entryId,
        holdingId,
        powerupType: type,
        granted: claimed.original_count,
        takenBack,
        alreadyUsed,
        reason: reasonOf(input),
        ...returned,
      },
      trx
    )
    return {
      answer: {
        message: UNDO_MESSAGES.grantUndone(takenBack, Number(claimed.original_count), type, player.name),
        type,
        playerId: player.id,
        takenBack,
        alreadyUsed,
      },
    }
  })
  emitPowerupsChanged({ creatorId, reason: 'undone', playerId: result.answer.playerId })
  return { success: true, entryId, kind: 'grant', ...result.answer }
}

/**
 * Undoes a use within the window: its unit goes back to the very holding it came from (expiry
 * kept); the holding is usable again unless it has expired since.
 */
export async function undoUse(acting: Acting, useId: number, input: Revert = {}): Promise<UndoResponse> {
  const creatorId = acting.requireCreatorId()
  const entryId = ledgerEntryId('use', useId)
  const result = await db.transaction(async (trx) => {
    const now = dbNow()
    const use = await trx.from('powerup_uses').where('id', useId).where('creator_id', creatorId).first()
    if (!use) throw new ApiError(404, UNDO_MESSAGES.useNotFound, POWERUPS_ERRORS.use_not_found)
    if (use.undone_at)
      throw new ApiError(409, UNDO_MESSAGES.alreadyUndone(entryId), POWERUPS_ERRORS.already_undone, { entry: entryId })
    await requireWithinWindow(creatorId, entryId, use.used_at, now, trx)
    const player = await ownerOf(acting, use, trx)
    const at = dbTimestamp(now, trx)
    const [claimed] = await trx
      .from('powerup_uses')
      .where('id', useId)
      .whereNull('undone_at')
      .update({ undone_at: at }, ['id'])
    if (!claimed)
      throw new ApiError(409, UNDO_MESSAGES.alreadyUndone(entryId), POWERUPS_ERRORS.already_undone, { entry: entryId })

    // The expiry never changes: read once, it decides whether the holding may be active again.
    const holding = await findHolding(
      creatorId,
      use.holding_id,
      [UNDO_MESSAGES.useNotFound, POWERUPS_ERRORS.use_not_found],
      trx
    )
    const expiresAt = dbDate(holding.expires_at)
    const unexpired = expiresAt === null || expiresAt.getTime() > now.toMillis()
    const [restored] = await trx
      .from('powerup_holdings')
      .where('id', use.holding_id)
      .whereNull('revoked_at')
      .update(
        { count: trx.getWriteClient().raw('count + 1'), ...(unexpired ? { is_active: true } : {}), updated_at: at },
        ['id']
      )
    if (!restored)
      throw new ApiError(
        409,
        UNDO_MESSAGES.grantRevoked(entryId, holding.revoked_as),
        holding.revoked_as === 'removed' ? POWERUPS_ERRORS.grant_removed : POWERUPS_ERRORS.grant_taken_back,
        { entry: entryId }
      )
    const type = use.type as PowerupType
    await originalDayChanged(creatorId, dbDate(use.used_at)!, trx)
    await record(
      acting,
      POWERUP_EVENTS.POWERUP_USE_UNDONE,
      playerTarget(player),
      { entryId, useId, holdingId: use.holding_id, powerupType: type, count: 1, reason: reasonOf(input) },
      trx
    )
    return {
      answer: { message: UNDO_MESSAGES.useUndone(type, player.name), type, playerId: player.id },
    }
  })
  emitPowerupsChanged({ creatorId, reason: 'undone', playerId: result.answer.playerId })
  return { success: true, entryId, kind: 'use', ...result.answer, takenBack: 1, alreadyUsed: 0 }
}

/** How a holding another transaction claimed was taken back (read after its commit). */
async function revokedAs(holdingId: number, trx: TransactionClientContract): Promise<RevokedAs> {
  const row = await trx.from('powerup_holdings').where('id', holdingId).select('revoked_as').first()
  return row.revoked_as
}

/** Removes what is left of a holding outright, at any time ('Powerup Removed'). */
export async function removeHolding(
  acting: Acting,
  holdingId: number,
  input: Revert = {}
): Promise<RemoveHoldingResponse> {
  const creatorId = acting.requireCreatorId()
  const result = await db.transaction(async (trx) => {
    const now = dbNow()
    const holding = await findHolding(
      creatorId,
      holdingId,
      [UNDO_MESSAGES.holdingNotFound, POWERUPS_ERRORS.holding_not_found],
      trx
    )
    if (holding.revoked_at) throw new ApiError(409, UNDO_MESSAGES.alreadyRemoved, POWERUPS_ERRORS.already_removed)
    const player = await ownerOf(acting, holding, trx)
    const claimed = await revokeHolding(holdingId, 'removed', now, trx)
    if (!claimed) throw new ApiError(409, UNDO_MESSAGES.alreadyRemoved, POWERUPS_ERRORS.already_removed)
    const removed = Number(claimed.count)
    if (removed === 0) throw new ApiError(409, UNDO_MESSAGES.nothingToRemove, POWERUPS_ERRORS.nothing_to_remove)
    const type = claimed.type as PowerupType
    await record(
      acting,
      POWERUP_EVENTS.POWERUP_REMOVED,
      playerTarget(player),
      {
        holdingId,
        entryId: ledgerEntryId('grant', holdingId),
        powerupType: type,
        count: removed,
        reason: reasonOf(input),
      },
      trx
    )
    return { message: UNDO_MESSAGES.removed(removed, type, player.name), type, playerId: player.id, removed }
  })
  emitPowerupsChanged({ creatorId, reason: 'removed', playerId: result.playerId })
  return { success: true, holdingId, ...result }
}
