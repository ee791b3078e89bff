import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { resolveTikTokPlayer } from '#modules/players/backend/public'
import type { GiftSender } from '#modules/live/backend/public'

/**
 * The player a gift rule grants to: the creator's player with the sender's TikTok userId, else the
 * one answering to their handle (then linked to the userId), else a new one (with the starter pack
 * and audit of any new player). A renamed sender keeps their player.
 */
export async function resolveGifter(acting: Acting, sender: GiftSender, trx: TransactionClientContract) {
  const resolved = await resolveTikTokPlayer(
    acting,
    { userId: sender.userId, uniqueId: sender.uniqueId, nickname: sender.nickname },
    { create: true },
    trx
  )
  // With `create`, a player is always found or made.
  return { id: resolved!.player.id, name: resolved!.player.name }
}
