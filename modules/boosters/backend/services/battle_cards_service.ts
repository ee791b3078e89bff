import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Acting } from '#core/acting/acting'
import { dbTimestamp } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import { grantPowerup, usePowerup } from '#modules/powerups/backend/public'
import type { PowerupType } from '#modules/powerups/shared/powerups'
import type { BattleItemEvent, BattleItemUser } from '#modules/live/shared/live'
import {
  BATTLE_CARDS,
  battleCardActorName,
  type BattleCard,
  type BoosterResultDto,
  type BoosterUserOutcome,
} from '../../shared/boosters.js'
import { mappingOf } from './mappings_service.js'
import { battlePlayer } from './players.js'

/** What this process did with battle cards since it started (API monitoring). */
const totals = {
  messages: 0,
  duplicates: 0,
  unitsCredited: 0,
  unitsUsed: 0,
  unknownCards: 0,
  unmapped: 0,
  opponent: 0,
  noUnit: 0,
  noPlayer: 0,
  refused: 0,
  failed: 0,
}

export function battleCardStats() {
  return { ...totals }
}

const isKnownCard = (card: string): card is BattleCard => (BATTLE_CARDS as readonly string[]).includes(card)

/** Writes the message's row unless its msgId was handled before; answers whether it is new. */
async function claimMessage(trx: TransactionClientContract, creatorId: number, event: BattleItemEvent) {
  const inserted = await trx
    .knexQuery()
    .table('booster_card_messages')
    .insert({
      creator_id: creatorId,
      msg_id: event.msgId.slice(0, 64),
      action: event.action,
      card: event.card.slice(0, 64),
      outcome: 'pending',
      processed_at: dbTimestamp(DateTime.now()),
    })
    .onConflict(['creator_id', 'msg_id'])
    .ignore()
    .returning('id')
  return inserted.length ? Number((inserted[0] as { id: number | string }).id) : null
}

/** One viewer's grant or use; a refusal the ledger answers (none left, the maximum) is an outcome. */
async function applyTo(
  acting: Acting,
  event: BattleItemEvent,
  user: BattleItemUser,
  type: PowerupType,
  trx: TransactionClientContract
): Promise<{ outcome: BoosterUserOutcome; playerId: number | null }> {
  const award = event.action === 'award'
  const player = await battlePlayer(acting, user, { create: award }, trx)
  if (!player) return { outcome: 'noPlayer', playerId: null }
  try {
    if (award) await grantPowerup(acting, { playerId: player.id, type }, trx)
    else await usePowerup(acting, { playerId: player.id, type }, trx)
    return { outcome: award ? 'credited' : 'used', playerId: player.id }
  } catch (error) {
    // Both answer before writing anything, so the transaction goes on; a use beyond a match's
    // limit (409, matches' use guard) is refused like a grant beyond the maximum.
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) throw error
    return { outcome: award || error.status === 409 ? 'refused' : 'noUnit', playerId: player.id }
  }
}

/**
 * Handles one card message, once per msgId: the message's row and the grants or uses it makes
 * commit together, so a replay (reconnect, another process) finds the row and changes nothing.
 * An award credits each awarded viewer one unit of the mapped type (created as a player when
 * missing, default expiry); a use consumes the viewer's first-expiring unit of it. Unknown and
 * unmapped cards, uses for the other streamer, and uses without a unit are counted, not errors.
 * What a process does with one card: handleBattleCard queues the calls per creator.
 */
export async function applyBattleCard(creatorId: number, event: BattleItemEvent): Promise<BoosterResultDto> {
  const acting = Acting.of({
    identity: { type: 'SYSTEM', id: null, name: battleCardActorName(event.card) },
    creatorId,
    source: 'battle',
  })
  const result = await db.transaction(async (trx): Promise<BoosterResultDto> => {
    // The claim comes first: a replay stops here, and on SQLite the transaction writes from its start.
    const messageId = await claimMessage(trx, creatorId, event)
    if (messageId === null) return { outcome: 'duplicate' }
    const known = isKnownCard(event.card)
    const type = known ? (await mappingOf(creatorId, trx))[event.card as BattleCard] : null
    const base = { card: event.card, powerupType: type }
    let answer: BoosterResultDto
    if (!known) answer = { outcome: 'unknownCard', ...base }
    else if (!type) answer = { outcome: 'unmapped', ...base }
    else if (event.action === 'use' && event.opponent) answer = { outcome: 'opponent', ...base }
    else {
      const users = []
      for (const user of event.users) {
        users.push({ userId: user.userId, uniqueId: user.uniqueId, ...(await applyTo(acting, event, user, type, trx)) })
      }
      answer = { outcome: 'applied', ...base, users }
    }
    await trx
      .from('booster_card_messages')
      .where('id', messageId)
      .update({ outcome: answer.outcome, powerup_type: type, users: JSON.stringify(answer.users ?? []) })
    return answer
  })
  count(event, result)
  return result
}

function count(event: BattleItemEvent, result: BoosterResultDto) {
  totals.messages += 1
  if (result.outcome === 'duplicate') totals.duplicates += 1
  else if (result.outcome === 'unknownCard') {
    totals.unknownCards += 1
    logger.warn({ card: event.card, msgId: event.msgId }, 'unknown TikTok battle card ignored')
  } else if (result.outcome === 'unmapped') totals.unmapped += 1
  else if (result.outcome === 'opponent') totals.opponent += 1
  for (const user of result.users ?? []) {
    if (user.outcome === 'credited') totals.unitsCredited += 1
    else if (user.outcome === 'used') totals.unitsUsed += 1
    else totals[user.outcome] += 1
  }
  if (result.users?.some((user) => user.outcome === 'noUnit' || user.outcome === 'noPlayer')) {
    logger.info({ card: event.card, msgId: event.msgId, users: result.users }, 'battle card without a unit or player')
  }
}

/** Each creator's cards, handled one after the other in TikTok's order (an award before its use). */
const queues = new Map<number, Promise<unknown>>()

export function handleBattleCard(creatorId: number, event: BattleItemEvent): Promise<BoosterResultDto> {
  const previous = queues.get(creatorId) ?? Promise.resolve()
  const handled = previous.then(() =>
    applyBattleCard(creatorId, event).catch((error) => {
      totals.failed += 1
      logger.error({ err: error, creatorId, msgId: event.msgId }, 'handling a battle card failed')
      throw error
    })
  )
  const tail = handled.catch(() => undefined)
  queues.set(creatorId, tail)
  void tail.then(() => {
    if (queues.get(creatorId) === tail) queues.delete(creatorId)
  })
  return handled
}

/** Resolves once the creator's cards handed in so far are handled. */
export async function battleCardsSettled(creatorId: number) {
  await queues.get(creatorId)
}
