import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbTimestamp } from '#core/database/time'
import { push } from '#core/push/push_service'
import { POWERUP_LABELS, type PowerupType } from '#modules/powerups/shared/powerups'
import {
  BATTLE_CARD_LABELS,
  BATTLE_CARDS,
  DEFAULT_BOOSTER_MAPPING,
  type BattleCard,
  type BoosterMappingDto,
} from '../../shared/boosters.js'
import { BOOSTER_MAPPING_UPDATED } from '../../shared/audit_events.js'
import { BOOSTER_MAPPINGS_TOPIC } from '../../shared/push.js'

export type BoosterMapping = Record<BattleCard, PowerupType | null>

/** The creator's mapping: the defaults with the creator's changes over them. */
export async function mappingOf(creatorId: number, client: QueryClientContract = db.connection()) {
  const mapping: BoosterMapping = { ...DEFAULT_BOOSTER_MAPPING }
  const rows = await client.from('booster_mappings').where('creator_id', creatorId).select('card', 'powerup_type')
  for (const row of rows) {
    if (row.card in mapping) mapping[row.card as BattleCard] = row.powerup_type
  }
  return mapping
}

function mappingDtos(mapping: BoosterMapping): BoosterMappingDto[] {
  return BATTLE_CARDS.map((card) => ({
    card,
    ...BATTLE_CARD_LABELS[card],
    powerupType: mapping[card],
    defaultPowerupType: DEFAULT_BOOSTER_MAPPING[card],
  }))
}

/** The acting tenant's mapping, every card in TikTok's order. */
export async function boosterMappings(acting: Acting) {
  return mappingDtos(await mappingOf(acting.requireCreatorId()))
}

/** Class ('BM') of the PostgreSQL advisory locks on a creator's mapping. */
const MAPPING_LOCK = 0x424d

/** One mapping change at a time per creator (PostgreSQL; SQLite runs one write transaction at a time). */
async function lockMapping(creatorId: number, trx: TransactionClientContract) {
  if (trx.dialect.name === 'postgres')
    await trx.rawQuery('select pg_advisory_xact_lock(?, ?)', [MAPPING_LOCK, creatorId])
}

const typeLabel = (type: PowerupType | null) => (type ? POWERUP_LABELS[type] : 'nothing')

/**
 * Maps the given cards to a powerup type (or null: ignored); the others keep theirs. Audited with
 * each change (from, to) when anything changed; parallel calls apply one after the other.
 */
export async function updateBoosterMappings(acting: Acting, changes: Partial<BoosterMapping>) {
  const creatorId = acting.requireCreatorId()
  const { mapping, changed } = await db.transaction(async (trx) => {
    await lockMapping(creatorId, trx)
    const current = await mappingOf(creatorId, trx)
    const diff: Partial<Record<BattleCard, { from: PowerupType | null; to: PowerupType | null }>> = {}
    for (const card of BATTLE_CARDS) {
      const to = changes[card]
      if (to === undefined || to === current[card]) continue
      diff[card] = { from: current[card], to }
      current[card] = to
    }
    const cards = Object.keys(diff) as BattleCard[]
    if (!cards.length) return { mapping: current, changed: false }
    const updatedAt = dbTimestamp(DateTime.now())
    await trx
      .knexQuery()
      .table('booster_mappings')
      .insert(
        cards.map((card) => ({ creator_id: creatorId, card, powerup_type: current[card], updated_at: updatedAt }))
      )
      .onConflict(['creator_id', 'card'])
      .merge(['powerup_type', 'updated_at'])
    const summary = cards.map((card) => `${BATTLE_CARD_LABELS[card].label} → ${typeLabel(diff[card]!.to)}`).join(', ')
    await record(
      acting,
      BOOSTER_MAPPING_UPDATED,
      { type: 'BOOSTER_MAPPING', name: 'Battle Boosters' },
      { changes: diff, summary },
      trx
    )
    return { mapping: current, changed: true }
  })
  const mappings = mappingDtos(mapping)
  if (changed) push.publish(creatorId, BOOSTER_MAPPINGS_TOPIC, { mappings })
  return mappings
}
