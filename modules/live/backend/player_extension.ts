import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PlayerExtension } from '#modules/players/backend/public'

/** The gifts whose sender was the creator's player `playerId`. */
const giftsOf = (trx: TransactionClientContract, creatorId: number, playerId: number) =>
  trx.from('live_gifts').where('creator_id', creatorId).where('player_id', playerId)

/**
 * What live adds to players (contributed to players' PLAYER_EXTENSIONS in the manifest): the player
 * a gift names (live_gifts.player_id) follows the player, the kept one when merged, none when deleted.
 */
export const giftsOfPlayers: PlayerExtension = {
  async onMerged(acting, { into, from }, trx) {
    await giftsOf(trx, acting.requireCreatorId(), from.id).update({ player_id: into.id })
  },
  async onDeleted(acting, player, trx) {
    await giftsOf(trx, acting.requireCreatorId(), player.id).update({ player_id: null })
  },
}
