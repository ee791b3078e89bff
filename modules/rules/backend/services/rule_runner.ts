import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Acting } from '#core/acting/acting'
import { withSavepoint } from '#core/database/savepoint'
import { recordError } from '#core/monitoring/error_log'
import { grantPolicy, recordGrant, type GrantPolicy } from '#modules/powerups/backend/public'
import {
  openLiveSessionId,
  type GiftSender,
  type StoredGift,
  type StoredGiftsByCreator,
} from '#modules/live/backend/public'
import { isMatchableGifter } from '#modules/live/shared/live'
import { matchKey } from '../../shared/rules.js'
import { resolveGifter, type KnownGifters } from './gifter.js'
import type { GiftRuleRow } from './rules_service.js'

/** Class ('GR') of the PostgreSQL advisory locks on a creator's gift rules. */
const RULES_LOCK = 0x4752

/** Why a rule did not grant for a gift: its stock, the stream's cap or the player's cooldown. */
class Declined extends Error {}

const triggers = (rule: GiftRuleRow, gift: StoredGift) =>
  rule.gift_name_key !== null
    ? rule.gift_name_key === matchKey(gift.giftName)
    : gift.diamondValue >= Number(rule.min_diamonds)

/** The keys of the creator's excluded viewers: `handle:<key>` and `userId:<id>`. */
async function exclusionKeys(creatorId: number, trx: TransactionClientContract) {
  const rows = await trx.from('gift_rule_exclusions').where('creator_id', creatorId).select('kind', 'value_key')
  return new Set(rows.map((row) => `${row.kind}:${row.value_key}`))
}

const isExcluded = (excluded: Set<string>, sender: GiftSender) =>
  excluded.has(`handle:${matchKey(sender.uniqueId)}`) ||
  (sender.userId !== null && excluded.has(`userId:${sender.userId}`))

/** The audit reason of a grant: the rule and the gift (name, count, value, msgId, sender). */
const reasonOf = (rule: GiftRuleRow, gift: StoredGift) =>
  `Gift rule #${rule.id}: ${gift.giftName} x${gift.giftCount} (${gift.diamondValue} diamonds) from @${gift.sender.uniqueId}` +
  `${gift.sender.userId ? ` (user id ${gift.sender.userId})` : ''}, msgId ${gift.msgId}`

/** What a batch reads once for all its grants (the grant policy), and the gifters it made players. */
interface BatchContext {
  acting: Acting
  policy: GrantPolicy
  gifters: KnownGifters
  streamId: number
}

/**
 * One grant of a rule for a gift, in the caller's savepoint: the rule's stock taken, the stream's
 * count and the player's last grant moved by conditional writes (each row stays locked until the
 * batch commits, so parallel batches and processes count in turn), then the ledger's grant (its
 * write only) and the rule's record of it (gift_rule_grants).
 * Declined when a condition fails; the savepoint then undoes what was counted.
 */
async function grantByRule(
  { acting, policy, gifters, streamId }: BatchContext,
  rule: GiftRuleRow,
  gift: StoredGift,
  trx: TransactionClientContract
) {
  const raw = (sql: string) => trx.getWriteClient().raw(sql)
  // The rule as it is now (an edit or delete since the batch read it counts).
  const [current]: GiftRuleRow[] = await trx
    .from('gift_rules')
    .where('id', rule.id)
    .where('enabled', true)
    .where((query) => query.whereNull('stock').orWhereRaw('granted_units + count <= stock'))
    .update({ granted_units: raw('granted_units + count'), grants: raw('grants + 1') }, ['*'])
  if (!current) throw new Declined('stock')

  if (current.per_stream_cap !== null) {
    const [counted] = await trx
      .knexQuery()
      .table('gift_rule_streams')
      .insert({ rule_id: rule.id, stream_id: streamId, grants: 1 })
      .onConflict(['rule_id', 'stream_id'])
      .merge({ grants: raw('gift_rule_streams.grants + 1') })
      .where('gift_rule_streams.grants', '<', current.per_stream_cap)
      .returning('grants')
    if (!counted) throw new Declined('per-stream cap')
  }

  const player = await resolveGifter(acting, gift, gifters, trx)

  if (current.cooldown_seconds > 0) {
    const at = DateTime.fromISO(gift.receivedAt)
    const format = trx.dialect.dateTimeFormat
    const [moved] = await trx
      .knexQuery()
      .table('gift_rule_cooldowns')
      .insert({ rule_id: rule.id, player_id: player.id, last_granted_at: at.toFormat(format) })
      .onConflict(['rule_id', 'player_id'])
      .merge(['last_granted_at'])
      .where(
        'gift_rule_cooldowns.last_granted_at',
        '<=',
        at.minus({ seconds: current.cooldown_seconds }).toFormat(format)
      )
      .returning('rule_id')
    if (!moved) throw new Declined('cooldown')
  }

  const { holding } = await recordGrant(
    acting,
    {
      playerId: player.id,
      type: current.powerup_type,
      count: current.count,
      expiresInDays: current.expires_in_days ?? undefined,
      reason: reasonOf(current, gift),
    },
    trx,
    policy
  )
  // What an undo of this grant gives back (rule_refill.ts).
  await trx.table('gift_rule_grants').insert({
    holding_id: holding.id,
    rule_id: rule.id,
    stream_id: current.per_stream_cap === null ? null : streamId,
    units: current.count,
  })
}

/**
 * The rules module's GIFT_BATCH_HOOKS work: each gift a batch stored for the first time, through
 * its creator's enabled rules (every creator's in the batch read in one query), each grant in a
 * savepoint of the batch's transaction. A grant that fails is recorded and undone; the gifts and
 * the other grants stay. Audited as SYSTEM (source 'gift') with the gift as reason; the ledger
 * pushes after the commit.
 */
export async function applyGiftRules(gifts: StoredGiftsByCreator, trx: TransactionClientContract) {
  const rules: GiftRuleRow[] = await trx
    .from('gift_rules')
    .whereIn('creator_id', [...gifts.keys()])
    .where('enabled', true)
    .orderBy('id')
  if (!rules.length) return
  for (const [creatorId, creatorGifts] of gifts) {
    const own = rules.filter((rule) => Number(rule.creator_id) === creatorId)
    if (own.length) await applyCreatorRules(creatorId, own, creatorGifts, trx)
  }
}

/** One creator's gifts through their rules (a creator's rules run for one batch at a time). */
async function applyCreatorRules(
  creatorId: number,
  rules: GiftRuleRow[],
  gifts: StoredGift[],
  trx: TransactionClientContract
) {
  const matches = gifts.flatMap((gift) =>
    isMatchableGifter(gift.sender.uniqueId)
      ? rules.filter((rule) => triggers(rule, gift)).map((rule) => ({ gift, rule }))
      : []
  )
  if (!matches.length) return

  // A creator's rules run for one batch at a time, across processes too (PostgreSQL; SQLite has one
  // writer): the batch takes rule, player and cooldown rows in one order, never against another batch.
  if (trx.dialect.name === 'postgres') await trx.rawQuery('select pg_advisory_xact_lock(?, ?)', [RULES_LOCK, creatorId])
  const excluded = await exclusionKeys(creatorId, trx)
  const granting = matches.filter(({ gift }) => !isExcluded(excluded, gift.sender))
  if (!granting.length) return
  const batch: BatchContext = {
    acting: Acting.system(creatorId, 'gift'),
    policy: await grantPolicy(trx),
    gifters: new Map(),
    streamId: granting.some(({ rule }) => rule.per_stream_cap !== null)
      ? ((await openLiveSessionId(creatorId, trx)) ?? 0)
      : 0,
  }
  for (const { gift, rule } of granting) {
    try {
      await withSavepoint(trx, () => grantByRule(batch, rule, gift, trx))
    } catch (error) {
      if (error instanceof Declined) continue
      const message = `Gift rule #${rule.id} could not grant for gift ${gift.msgId} from @${gift.sender.uniqueId}: ${(error as Error).message}`
      logger.warn({ err: error, creatorId, ruleId: rule.id }, 'a gift rule grant failed')
      // Not awaited: the error log writes outside this transaction (SQLite has one writer).
      void recordError('system', message, { creatorId, source: 'rules.grant' })
    }
  }
}
