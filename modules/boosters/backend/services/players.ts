import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { ApiError } from '#core/http/api_error'
import { resolveTikTokPlayer } from '#modules/players/backend/public'
import type { BattleItemUser } from '#modules/live/shared/live'

/**
 * The player a battle card names: by TikTok userId, else by handle (players' resolveTikTokPlayer),
 * created when missing and `create` is set. Null when there is none, or when TikTok's identity
 * cannot name one (no handle, an id players refuses).
 */
export async function battlePlayer(
  acting: Acting,
  user: BattleItemUser,
  options: { create: boolean },
  trx: TransactionClientContract
): Promise<{ id: number; name: string } | null> {
  try {
    const resolved = await resolveTikTokPlayer(acting, user, options, trx)
    return resolved?.player ?? null
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return null
    throw error
  }
}
