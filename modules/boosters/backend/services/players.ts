import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { createPlayer, findPlayerByName } from '#modules/players/backend/public'
import type { BattleItemUser } from '#modules/live/shared/live'

/**
 * The player a battle card names, created when missing and `create` is set; null when there is
 * none (or the viewer has no handle to name one by).
 *
 * By TikTok handle for now: players are keyed by TikTok userId once players' resolveTikTokPlayer
 * (issue 15 part 2) is on main, and this becomes that call.
 */
export async function battlePlayer(
  acting: Acting,
  user: BattleItemUser,
  options: { create: boolean },
  trx: TransactionClientContract
): Promise<{ id: number; name: string } | null> {
  const name = user.uniqueId.trim().replace(/^@+/, '')
  if (!name) return null
  const found = await findPlayerByName(acting, name, trx)
  if (found || !options.create) return found
  return createPlayer(acting, { name }, trx)
}
