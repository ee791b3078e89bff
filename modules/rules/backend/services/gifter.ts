import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { createPlayer, findPlayerByName } from '#modules/players/backend/public'
import type { GiftSender } from '#modules/live/backend/public'

/**
 * The player a gift rule grants to: the creator's player answering to the sender's handle, else a
 * new one (with the starter pack and audit of any new player).
 * TODO(identity): switch to players' resolveTikTokPlayer (by TikTok userId first) once it is on main.
 */
export async function resolveGifter(acting: Acting, sender: GiftSender, trx: TransactionClientContract) {
  const found = await findPlayerByName(acting, sender.uniqueId, trx)
  if (found) return { id: found.id, name: found.name }
  const created = await createPlayer(acting, { name: sender.uniqueId }, trx)
  return { id: created.id, name: created.name }
}
