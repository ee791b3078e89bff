import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { UndoneGrant } from '#modules/powerups/backend/public'

/**
 * Before powerups locks the player and claims the holding: the row of the rule that made it,
 * locked (PostgreSQL; SQLite has one writer), as a gift batch locks it before the player.
 */
export async function lockRuleForUndo(grant: { creatorId: number; holdingId: number }, trx: TransactionClientContract) {
  if (trx.dialect.name !== 'postgres') return
  await trx
    .from('gift_rules')
    .join('gift_rule_grants', 'gift_rule_grants.rule_id', 'gift_rules.id')
    .where('gift_rule_grants.holding_id', grant.holdingId)
    .where('gift_rules.creator_id', grant.creatorId)
    .forUpdate('gift_rules')
    .select('gift_rules.id')
}

/**
 * Powerups' GRANT_UNDO_HOOKS: a rule's grant undone gives the units taken back to the rule's
 * stock; wholly undone (no unit used), it no longer counts in the rule's grants nor in its
 * stream's cap (the cap counts grants that stand). The player's cooldown stays: the gifter did
 * gift, and the cooldown paces gifts, not holdings. Conditional updates, never below 0, under the
 * rule row's lock (lockRuleForUndo), so grants and undos count in turn. A grant no rule made (or
 * whose rule is gone) changes nothing. Answers the refill for the POWERUP_GRANT_UNDONE entry.
 */
export async function refillRule(undone: UndoneGrant, trx: TransactionClientContract) {
  if (undone.takenBack === 0) return
  const made = await trx.from('gift_rule_grants').where('holding_id', undone.holdingId).first()
  if (!made) return
  const raw = (sql: string, bindings: number[] = []) => trx.getWriteClient().raw(sql, bindings)
  const units = undone.takenBack
  const refilled = await trx
    .from('gift_rules')
    .where('id', made.rule_id)
    .where('creator_id', undone.creatorId)
    .update({
      granted_units: raw('case when granted_units > ? then granted_units - ? else 0 end', [units, units]),
      ...(undone.wholly ? { grants: raw('case when grants > 0 then grants - 1 else 0 end') } : {}),
    })
  if (!Number(refilled)) return
  if (undone.wholly && made.stream_id !== null) {
    await trx
      .from('gift_rule_streams')
      .where('rule_id', made.rule_id)
      .where('stream_id', made.stream_id)
      .where('grants', '>', 0)
      .decrement('grants', 1)
  }
  return { ruleId: Number(made.rule_id), ruleStockReturned: units, ruleGrantReturned: undone.wholly }
}
