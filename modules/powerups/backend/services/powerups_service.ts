import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { afterCommit, inTransaction } from '#core/database/in_transaction'
import { dbNow } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { lockPlayerAsActive, playerRefFields, presentPlayers, type PlayerRef } from '#modules/players/backend/public'
import { holdingDtoFromRow, useDtoFromRow } from '../serializers.js'
import { grantExpiry, grantPolicy, type GrantPolicy } from './grant_policy.js'
import { emitPowerupsChanged, heldUnits } from './ledger_rows.js'
import { consumeOne, insertHolding } from './ledger_writes.js'
import {
  grantBatches,
  grantsInOneStatement,
  onPostgresLedger,
  useBatches,
  usesInOneStatement,
} from './ledger_batches.js'
import { asLedgerPlayer } from './ledger_reads.js'
import {
  canonicalType,
  EXPIRY_DAYS,
  GRANT_COUNT,
  POWERUP_MESSAGES,
  type PowerupHoldingDto,
  type PowerupType,
} from '../../shared/powerups.js'
import { POWERUPS_ERRORS } from '../../shared/error_codes.js'
import { overLimit } from './ledger_rows.js'

/*
| The ledger's façade: a grant and a use, checked, written by the database's path (PostgreSQL's
| statements, batched when the caller has no transaction: ledger_batches.ts; SQLite's one after
| another in a transaction: ledger_writes.ts), announced after the commit, and answered. Reads are
| in ledger_reads.ts, the parts the writes share in ledger_rows.ts.
*/

export interface GrantInput {
  /** Any accepted spelling (`TIME_MAKER`, `timemaker`, `hammer`, `no2`…). */
  type: string
  /** 1–10, default 1. */
  count?: number
  /** 1–365; default from the grant policy (5 days). */
  expiresInDays?: number
  /** Why, for the audit entry (a gift rule names the gift). */
  reason?: string
}

function checkedType(input: unknown): PowerupType {
  const type = canonicalType(input)
  if (!type) {
    const given = String(input).slice(0, 40)
    throw new ApiError(400, POWERUP_MESSAGES.invalidType(given), POWERUPS_ERRORS.invalid_type, { type: given })
  }
  return type
}

const inRange = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max

/** Whether the caller's transaction, or else the default connection, is PostgreSQL. */
const onPostgres = (outer: TransactionClientContract | undefined) =>
  (outer ?? db.connection()).dialect.name === 'postgres'

/**
 * Grants `count` units of a type to a player (by id, or by name or alias), expiring after
 * `expiresInDays` (default: grant policy), refused over the policy's per-player maximum. The write
 * alone: the holding under the maximum, its audit entry, the player marked active,
 * the change pushed after the commit. Answers the player and the holding as stored, building no
 * HTTP answer, so a caller inside a larger write (a gift rule in the ingest) pays for the write only;
 * such a caller may pass the grant `policy` it read once for its batch.
 */
export async function recordGrant(
  acting: Acting,
  input: PlayerRef & GrantInput,
  outer?: TransactionClientContract,
  policy?: GrantPolicy
) {
  const creatorId = acting.requireCreatorId()
  const type = checkedType(input.type)
  const count = input.count ?? GRANT_COUNT.default
  if (!inRange(count, GRANT_COUNT))
    throw new ApiError(400, POWERUP_MESSAGES.invalidCount, POWERUPS_ERRORS.invalid_count, {
      min: GRANT_COUNT.min,
      max: GRANT_COUNT.max,
    })
  if (input.expiresInDays !== undefined && !inRange(input.expiresInDays, EXPIRY_DAYS)) {
    throw new ApiError(400, POWERUP_MESSAGES.invalidExpiry, POWERUPS_ERRORS.invalid_expiry, {
      min: EXPIRY_DAYS.min,
      max: EXPIRY_DAYS.max,
    })
  }
  // Inside a caller's transaction, read through it (SQLite has one connection).
  policy ??= await grantPolicy(outer)
  const max = policy.maxPowerupsPerPlayer
  const grantAt = (now: DateTime) => ({
    type,
    count,
    createdAt: now,
    expiresAt: grantExpiry(now, policy, input.expiresInDays),
    reason: input.reason,
  })
  const granted = onPostgres(outer)
    ? await onPostgresLedger(
        { acting, ref: playerRefFields(input), grant: grantAt(dbNow()), maxUnits: max },
        outer,
        grantBatches,
        grantsInOneStatement
      )
    : await inTransaction(outer, async (trx) => {
        const now = dbNow()
        // The player's row stays locked: parallel grants count in turn, a delete waits or wins (404).
        const owner = await lockPlayerAsActive(acting, input, trx, now)
        const written = await insertHolding(acting, owner, grantAt(now), trx, max)
        if (!written) {
          throw overLimit(owner.name, await heldUnits(owner.id, trx, now), max!)
        }
        return { player: owner, holding: holdingDtoFromRow(written.holding), holdings: undefined }
      })
  afterCommit(outer, () => emitPowerupsChanged({ creatorId, reason: 'granted', playerId: granted.player.id }))
  return { ...granted, count, type }
}

/** A grant (recordGrant) and its answer: the message, the holding and the player with their holdings. */
export async function grantPowerup(acting: Acting, input: PlayerRef & GrantInput, outer?: TransactionClientContract) {
  const { player, holding, holdings, count, type } = await recordGrant(acting, input, outer)
  return {
    message: POWERUP_MESSAGES.granted(count, type, player.name),
    holding,
    player: await answerPlayer(acting, player, holdings, outer),
  }
}

/**
 * The changed player for the answer, with the other modules' fields; `holdings` (the player's
 * `powerups` as the ledger's statement returned them) spares reading them again.
 */
async function answerPlayer(
  acting: Acting,
  player: Parameters<typeof presentPlayers>[1][number],
  holdings: PowerupHoldingDto[] | undefined,
  outer: TransactionClientContract | undefined
) {
  const known = new Map(holdings ? [[player.id, { powerups: holdings }]] : [])
  return asLedgerPlayer((await presentPlayers(acting, [player], outer, known))[0])
}

/** Uses one unit of a type for a player, first-expiring first; 400 when they have none. */
export async function usePowerup(
  acting: Acting,
  input: PlayerRef & { type: string },
  outer?: TransactionClientContract
) {
  const creatorId = acting.requireCreatorId()
  const type = checkedType(input.type)
  const { player, holding, use, holdings } = onPostgres(outer)
    ? await onPostgresLedger({ acting, ref: playerRefFields(input), type }, outer, useBatches, usesInOneStatement)
    : await inTransaction(outer, async (trx) => {
        const now = dbNow()
        // Locked like a grant: a delete racing the use waits for it or has already won (404).
        const owner = await lockPlayerAsActive(acting, input, trx, now)
        const consumed = await consumeOne(acting, owner, type, trx, now)
        return { player: owner, ...consumed, holding: holdingDtoFromRow(consumed.holding) }
      })
  afterCommit(outer, () => emitPowerupsChanged({ creatorId, reason: 'used', playerId: player.id }))
  return {
    message: POWERUP_MESSAGES.activated(type),
    use: useDtoFromRow(use),
    holding,
    player: await answerPlayer(acting, player, holdings, outer),
  }
}
