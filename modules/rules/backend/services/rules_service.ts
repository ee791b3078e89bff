import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbIso, dbNow, dbTimestamp } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { MAX_ID } from '#core/http/validation'
import { canonicalType, POWERUP_MESSAGES } from '#modules/powerups/shared/powerups'
import { RULE_EVENTS } from '../../shared/audit_events.js'
import {
  matchKey,
  RULE_LIMITS,
  RULE_MESSAGES,
  ruleTrigger,
  type GiftRuleDto,
  type GiftRuleInput,
  type RuleExclusionDto,
} from '../../shared/rules.js'
import { lockAccount } from '#core/users/account_lock'
import { RULES_ERRORS } from '../../shared/error_codes.js'

/** A gift_rules row as the runner and the API read it. */
export interface GiftRuleRow {
  id: number
  creator_id: number
  gift_name: string | null
  gift_name_key: string | null
  min_diamonds: number | string | null
  powerup_type: string
  count: number
  expires_in_days: number | null
  cooldown_seconds: number
  per_stream_cap: number | null
  stock: number | null
  granted_units: number
  grants: number
  enabled: boolean | number
  created_at: unknown
  updated_at: unknown
}

/** A path id that can name a row (else the row is simply not found). */
const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

export function serializeRule(row: GiftRuleRow): GiftRuleDto {
  const stock = numberOrNull(row.stock)
  const grantedUnits = Number(row.granted_units)
  return {
    id: Number(row.id),
    giftName: row.gift_name,
    minDiamonds: numberOrNull(row.min_diamonds),
    powerupType: row.powerup_type as GiftRuleDto['powerupType'],
    count: Number(row.count),
    expiresInDays: numberOrNull(row.expires_in_days),
    cooldownSeconds: Number(row.cooldown_seconds),
    perStreamCap: numberOrNull(row.per_stream_cap),
    stock,
    stockLeft: stock === null ? null : Math.max(0, stock - grantedUnits),
    grants: Number(row.grants),
    grantedUnits,
    enabled: Boolean(row.enabled),
    createdAt: dbIso(row.created_at)!,
    updatedAt: dbIso(row.updated_at)!,
  }
}

const serializeExclusion = (row: Record<string, any>): RuleExclusionDto => ({
  id: Number(row.id),
  kind: row.kind,
  value: row.value,
  createdAt: dbIso(row.created_at)!,
})

/** The audit target of a rule: its id and what triggers it. */
const ruleTarget = (rule: GiftRuleDto) => ({
  type: 'GIFT_RULE',
  id: rule.id,
  name: `#${rule.id} ${ruleTrigger(rule)} → ${rule.count} ${rule.powerupType}`,
})

/** The fields of a rule a write sets, checked as one (exactly one trigger, a known type). */
function ruleColumns(input: Partial<GiftRuleInput>, current?: GiftRuleDto) {
  const merged = { ...current, ...input }
  const giftName = merged.giftName?.trim() || null
  const minDiamonds = merged.minDiamonds ?? null
  if ((giftName === null) === (minDiamonds === null))
    throw new ApiError(400, RULE_MESSAGES.trigger, RULES_ERRORS.trigger_exactly_one)
  const type = canonicalType(merged.powerupType)
  if (!type) {
    const given = String(merged.powerupType).slice(0, 40)
    throw new ApiError(400, POWERUP_MESSAGES.invalidType(given), RULES_ERRORS.invalid_powerup_type, { type: given })
  }
  return {
    gift_name: giftName,
    gift_name_key: giftName === null ? null : matchKey(giftName),
    min_diamonds: minDiamonds,
    powerup_type: type,
    count: merged.count ?? RULE_LIMITS.count.default,
    expires_in_days: merged.expiresInDays ?? null,
    cooldown_seconds: merged.cooldownSeconds ?? 0,
    per_stream_cap: merged.perStreamCap ?? null,
    stock: merged.stock ?? null,
    enabled: merged.enabled ?? true,
  }
}

async function ruleForUpdate(acting: Acting, id: number, trx: TransactionClientContract) {
  const query = trx.from('gift_rules').where('creator_id', acting.requireCreatorId()).where('id', id)
  if (trx.dialect.name === 'postgres') query.forUpdate()
  const row = isRowId(id) ? await query.first() : null
  if (!row) throw new ApiError(404, RULE_MESSAGES.notFound, RULES_ERRORS.not_found)
  return row as GiftRuleRow
}

/** The acting creator's rules, oldest first. */
export async function listRules(acting: Acting) {
  const rows = await db.from('gift_rules').where('creator_id', acting.requireCreatorId()).orderBy('id')
  return rows.map(serializeRule)
}

export async function showRule(acting: Acting, id: number) {
  const row = isRowId(id)
    ? await db.from('gift_rules').where('creator_id', acting.requireCreatorId()).where('id', id).first()
    : null
  if (!row) throw new ApiError(404, RULE_MESSAGES.notFound, RULES_ERRORS.not_found)
  return serializeRule(row)
}

export async function createRule(acting: Acting, input: GiftRuleInput) {
  const creatorId = acting.requireCreatorId()
  const columns = ruleColumns(input)
  return db.transaction(async (trx) => {
    // A creator's rule and exclusion writes take turns, so the per-creator maximums are exact.
    await lockAccount(creatorId, trx)
    const held = await trx.from('gift_rules').where('creator_id', creatorId).count('* as total').first()
    if (Number(held?.total ?? 0) >= RULE_LIMITS.rulesMax)
      throw new ApiError(400, RULE_MESSAGES.tooMany, RULES_ERRORS.too_many, { max: RULE_LIMITS.rulesMax })
    const now = dbTimestamp(dbNow())
    const [row] = await trx
      .knexQuery()
      .table('gift_rules')
      .insert({ ...columns, creator_id: creatorId, created_at: now, updated_at: now })
      .returning('*')
    const rule = serializeRule(row)
    await record(acting, RULE_EVENTS.GIFT_RULE_CREATED, ruleTarget(rule), { rule }, trx)
    return rule
  })
}

/** The rule's fields that differ between two of its states (not its stamps or what follows from them). */
const changedFields = (before: GiftRuleDto, after: GiftRuleDto) =>
  (Object.keys(before) as (keyof GiftRuleDto)[]).filter(
    (key) => key !== 'updatedAt' && key !== 'stockLeft' && before[key] !== after[key]
  )

export async function updateRule(acting: Acting, id: number, input: Partial<GiftRuleInput>) {
  return db.transaction(async (trx) => {
    const current = await ruleForUpdate(acting, id, trx)
    const before = serializeRule(current)
    const columns = ruleColumns(input, before)
    if (columns.stock !== null && columns.stock < before.grantedUnits) {
      throw new ApiError(400, RULE_MESSAGES.stockBelowGranted(before.grantedUnits), RULES_ERRORS.stock_below_granted, {
        granted: before.grantedUnits,
      })
    }
    const changed = changedFields(before, serializeRule({ ...current, ...columns }))
    // The same values again: nothing to write or record.
    if (!changed.length) return before
    const [row] = await trx
      .from('gift_rules')
      .where('id', id)
      .update({ ...columns, updated_at: dbTimestamp(dbNow()) }, ['*'])
    const rule = serializeRule(row)
    const previous = Object.fromEntries(changed.map((key) => [key, before[key]]))
    await record(acting, RULE_EVENTS.GIFT_RULE_UPDATED, ruleTarget(rule), { changed, before: previous }, trx)
    return rule
  })
}

export async function deleteRule(acting: Acting, id: number) {
  return db.transaction(async (trx) => {
    const rule = serializeRule(await ruleForUpdate(acting, id, trx))
    await record(acting, RULE_EVENTS.GIFT_RULE_DELETED, ruleTarget(rule), { rule }, trx)
    await trx.from('gift_rules').where('id', id).delete()
    return rule
  })
}

export async function listExclusions(acting: Acting) {
  const rows = await db
    .from('gift_rule_exclusions')
    .where('creator_id', acting.requireCreatorId())
    .orderBy('kind')
    .orderBy('value_key')
  return rows.map(serializeExclusion)
}

const exclusionTarget = (exclusion: RuleExclusionDto) => ({
  type: 'VIEWER',
  id: exclusion.id,
  name: exclusion.kind === 'handle' ? `@${exclusion.value}` : `user id ${exclusion.value}`,
})

/** Excludes a viewer by handle or user id; 409 when they already are. */
export async function addExclusion(acting: Acting, input: { handle?: string; userId?: string }) {
  const creatorId = acting.requireCreatorId()
  const handle = input.handle?.trim().replace(/^@+/, '') || null
  const userId = input.userId?.trim() || null
  if ((handle === null) === (userId === null))
    throw new ApiError(400, RULE_MESSAGES.exclusionTarget, RULES_ERRORS.exclusion_target)
  const kind = handle !== null ? 'handle' : 'userId'
  const value = (handle ?? userId)!
  const valueKey = kind === 'handle' ? matchKey(value) : value
  return db.transaction(async (trx) => {
    await lockAccount(creatorId, trx) // one write at a time per creator, as createRule
    const existing = trx.from('gift_rule_exclusions').where('creator_id', creatorId)
    if (await existing.clone().where('kind', kind).where('value_key', valueKey).first()) {
      throw new ApiError(409, RULE_MESSAGES.alreadyExcluded, RULES_ERRORS.already_excluded)
    }
    const held = await existing.clone().count('* as total').first()
    if (Number(held?.total ?? 0) >= RULE_LIMITS.exclusionsMax)
      throw new ApiError(400, RULE_MESSAGES.tooManyExclusions, RULES_ERRORS.too_many_exclusions, {
        max: RULE_LIMITS.exclusionsMax,
      })
    const [row] = await trx
      .knexQuery()
      .table('gift_rule_exclusions')
      .insert({ creator_id: creatorId, kind, value, value_key: valueKey, created_at: dbTimestamp(dbNow()) })
      .returning('*')
    const exclusion = serializeExclusion(row)
    await record(acting, RULE_EVENTS.RULE_EXCLUSION_ADDED, exclusionTarget(exclusion), { kind, value }, trx)
    return exclusion
  })
}

export async function removeExclusion(acting: Acting, id: number) {
  const creatorId = acting.requireCreatorId()
  return db.transaction(async (trx) => {
    const query = trx.from('gift_rule_exclusions').where('creator_id', creatorId).where('id', id)
    if (trx.dialect.name === 'postgres') query.forUpdate()
    const row = isRowId(id) ? await query.first() : null
    if (!row) throw new ApiError(404, RULE_MESSAGES.exclusionNotFound, RULES_ERRORS.exclusion_not_found)
    const exclusion = serializeExclusion(row)
    await record(
      acting,
      RULE_EVENTS.RULE_EXCLUSION_REMOVED,
      exclusionTarget(exclusion),
      { kind: exclusion.kind, value: exclusion.value },
      trx
    )
    await trx.from('gift_rule_exclusions').where('id', id).delete()
    return exclusion
  })
}
