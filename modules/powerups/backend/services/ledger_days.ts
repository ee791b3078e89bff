import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#core/activity'
import { utcDaySql } from '#core/database/days'

/**
 * In `trx`: the activity facts of every UTC day a player's grants and uses fall on, whose figures
 * change when the player is deleted (the ledger goes with them) or merged into another (distinct
 * active players), so the rollups follow without a rebuild.
 */
export async function ledgerDaysChanged(creatorId: number, playerId: number, trx: TransactionClientContract) {
  const days = new Set<string>()
  for (const [table, column] of [
    ['powerup_holdings', 'created_at'],
    ['powerup_uses', 'used_at'],
  ]) {
    const day = utcDaySql(column)
    const rows = await trx
      .from(table)
      .where('player_id', playerId)
      .select(trx.raw(`${day} as day`))
      .groupByRaw(day)
    for (const row of rows) days.add(String(row.day))
  }
  await recordActivity(
    trx,
    [...days].map((day) => ({ creatorId, at: new Date(`${day}T12:00:00Z`) }))
  )
}
