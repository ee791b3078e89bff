import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/http/api_error'
import type { Acting } from '#core/acting/acting'
import { bulkSummary, type BulkPlayerResult } from '../../shared/players.js'
import { deletePlayer } from './players_service.js'

/**
 * Runs `work` for each player id in ONE transaction, in ascending id order (two bulk actions on
 * overlapping players lock their rows in the same order: no deadlock). A player the work refuses
 * with a 4xx before writing (not the creator's player: 404) is skipped with the reason, as is one
 * the work answers a `reason` for (over a limit…);
 * anything else rolls the whole action back.
 */
export async function forEachPlayer(
  playerIds: number[],
  work: (playerId: number, trx: TransactionClientContract) => Promise<{ name: string; reason?: string }>
) {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b)
  const results = await db.transaction(async (trx) => {
    const outcomes: BulkPlayerResult[] = []
    for (const playerId of ids) {
      try {
        const { name, reason } = await work(playerId, trx)
        outcomes.push(reason ? { playerId, name, status: 'skipped', reason } : { playerId, name, status: 'ok' })
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error
        outcomes.push({ playerId, name: null, status: 'skipped', reason: error.message })
      }
    }
    return outcomes
  })
  return bulkSummary(results)
}

/**
 * Deletes the creator's players among `playerIds` (each audited PLAYER_DELETED, as one by one);
 * another creator's player or an unknown id is skipped as 'Player not found'.
 */
export function deletePlayersInBulk(acting: Acting, playerIds: number[]) {
  return forEachPlayer(playerIds, async (playerId, trx) => {
    const deleted = await deletePlayer(acting, { playerId }, trx)
    return { name: deleted.name }
  })
}
