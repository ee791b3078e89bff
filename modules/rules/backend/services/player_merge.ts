import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Players merge (players' onMerged): player `fromId`'s rule cooldowns move to `intoId`. For a rule
 * both are under, the kept player's row keeps the later last grant and the merged one's row goes
 * (one row per rule and player). Exclusions name TikTok handles and user ids, not players: nothing
 * to move. Answers how many of its cooldowns carried over, for the PLAYER_MERGED entry.
 */
export async function moveRuleCooldowns(fromId: number, intoId: number, trx: TransactionClientContract) {
  const mergedLast = `(select merged.last_granted_at from gift_rule_cooldowns merged
    where merged.rule_id = gift_rule_cooldowns.rule_id and merged.player_id = ?)`
  await trx
    .from('gift_rule_cooldowns')
    .where('player_id', intoId)
    .whereRaw(`last_granted_at < ${mergedLast}`, [fromId])
    .update({ last_granted_at: trx.getWriteClient().raw(mergedLast, [fromId]) })
  const shared = trx.from('gift_rule_cooldowns').where('player_id', intoId).select('rule_id')
  const merged = await trx.from('gift_rule_cooldowns').where('player_id', fromId).whereIn('rule_id', shared).delete()
  const moved = await trx.from('gift_rule_cooldowns').where('player_id', fromId).update({ player_id: intoId })
  return { ruleCooldownsMoved: Number(merged) + Number(moved) }
}
