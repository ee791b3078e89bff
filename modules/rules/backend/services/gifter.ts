import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { resolveTikTokPlayer } from '#modules/players/backend/public'
import type { StoredGift } from '#modules/live/backend/public'

/** The players a batch's rules found for senders who were nobody's player at the ingest, by TikTok userId. */
export type KnownGifters = Map<string, { id: number }>

/**
 * The player a gift rule grants to: the one the ingest matched the sender to (live's batch, by
 * TikTok userId, else by handle), else a new one made here (with the starter pack and audit of any
 * new player; a handle taken meanwhile resolves to its player). `known` answers the batch's later
 * gifts of a sender resolved here without a query.
 */
export async function resolveGifter(
  acting: Acting,
  gift: StoredGift,
  known: KnownGifters,
  trx: TransactionClientContract
) {
  if (gift.playerId !== null) return { id: gift.playerId }
  const { sender } = gift
  const found = sender.userId ? known.get(sender.userId) : undefined
  if (found) return found
  const resolved = await resolveTikTokPlayer(
    acting,
    { userId: sender.userId, uniqueId: sender.uniqueId, nickname: sender.nickname },
    { create: true },
    trx
  )
  // With `create`, a player is always found or made.
  const player = { id: resolved!.player.id }
  // Not a player made here: the grant's savepoint may still undo their creation.
  if (sender.userId && !resolved!.created) known.set(sender.userId, player)
  return player
}
