import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { dbNow } from '#core/database/time'
import { STARTER_PACK, STARTER_PACK_EXPIRY_DAYS } from '../../shared/powerups.js'
import { insertHolding } from './ledger_writes.js'

/*
| The ledger's part in players' lifecycle (players' PLAYER_EXTENSIONS, see player_extension.ts): a
| new player's starter pack and the ledger's move when two players merge.
*/

/** The new player's starter pack (2 gloves, 1 mist, 30 days), in the creation transaction. */
export async function grantStarterPack(
  acting: Acting,
  player: { id: number; name: string },
  trx: TransactionClientContract
) {
  const createdAt = dbNow()
  const expiresAt = createdAt.plus({ days: STARTER_PACK_EXPIRY_DAYS })
  for (const { type, count } of STARTER_PACK) {
    await insertHolding(acting.with({ source: 'starter' }), player, { type, count, createdAt, expiresAt }, trx)
  }
}

/**
 * A merge of players (players' onMerged): every holding and use of `fromId` now belongs to
 * `intoId`, as they were (counts, expiry, history); answers how many rows moved, for the audit.
 */
export async function movePlayerLedger(
  creatorId: number,
  fromId: number,
  intoId: number,
  trx: TransactionClientContract
) {
  const holdingsMoved = await trx
    .from('powerup_holdings')
    .where('creator_id', creatorId)
    .where('player_id', fromId)
    .update({ player_id: intoId })
  const usesMoved = await trx
    .from('powerup_uses')
    .where('creator_id', creatorId)
    .where('player_id', fromId)
    .update({ player_id: intoId })
  return { holdingsMoved: Number(holdingsMoved), usesMoved: Number(usesMoved) }
}
