import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { resolveTikTokPlayer } from '#modules/players/backend/public'
import type { GiftSender } from '#modules/live/backend/public'

/**
 * A batch's gifters who are players already, by TikTok userId: read once for the batch
 * (players' settledTikTokPlayers), then filled as the batch resolves more.
 */
export type KnownGifters = Map<string, { id: number; name: string }>

/**
 * The player a gift rule grants to: the creator's player with the sender's TikTok userId, else the
 * one answering to their handle (then linked to the userId), else a new one (with the starter pack
 * and audit of any new player). A renamed sender keeps their player. `known` answers returning
 * senders without a query and learns the existing players resolved here.
 */
export async function resolveGifter(
  acting: Acting,
  sender: GiftSender,
  known: KnownGifters,
  trx: TransactionClientContract
) {
  const found = sender.userId ? known.get(sender.userId) : undefined
  if (found) return found
  const resolved = await resolveTikTokPlayer(
    acting,
    { userId: sender.userId, uniqueId: sender.uniqueId, nickname: sender.nickname },
    { create: true },
    trx
  )
  // With `create`, a player is always found or made.
  const player = { id: resolved!.player.id, name: resolved!.player.name }
  // Not a player made here: the grant's savepoint may still undo their creation.
  if (sender.userId && !resolved!.created) known.set(sender.userId, player)
  return player
}
