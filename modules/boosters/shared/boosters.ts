/**
 * Battle booster sync, shared by backend, frontend and CLI: TikTok's battle item cards, the
 * Powerdeck powerup each one maps to by default, and the wire types of the mapping and of what
 * a card did.
 */
import { BATTLE_CARDS, type BattleCard } from '../../live/shared/live.js'
import type { PowerupType } from '../../powerups/shared/powerups.js'

export { BATTLE_CARDS, type BattleCard }

/** What each card is called on TikTok, and what it does there. */
export const BATTLE_CARD_LABELS: Record<BattleCard, { label: string; description: string }> = {
  vault_glove: { label: 'Glove', description: 'Boosts the points of the next gifts' },
  smoke: { label: 'Smoke (Mist)', description: "Hides the opponent's score" },
  extra_time: { label: 'Extra Time', description: 'Adds time to the match' },
  critical_strike: { label: 'Critical Strike', description: 'A chance of multiplied gift points' },
  top_2: { label: 'Top 2 Booster', description: "Boosts the second supporter's points" },
  top_3: { label: 'Top 3 Booster', description: "Boosts the third supporter's points" },
  potion: { label: 'Potion', description: 'A timed points boost' },
  wave: { label: 'Wave', description: 'A wave of points for the side' },
  special_effect: { label: 'Special Effect', description: 'A visual effect on both sides' },
}

/**
 * The mapping a creator starts with (docs/operators.md lists it): the cards with a Powerdeck
 * counterpart map to it, critical strike to the Stun Hammer (both strike the opponent); potion,
 * wave and special effect have none and are ignored (counted) until the creator maps them.
 */
export const DEFAULT_BOOSTER_MAPPING: Record<BattleCard, PowerupType | null> = {
  vault_glove: 'glove',
  smoke: 'mist',
  extra_time: 'time-maker',
  critical_strike: 'stun-hammer',
  top_2: 'no2-booster',
  top_3: 'no3-booster',
  potion: null,
  wave: null,
  special_effect: null,
}

/** One card of the creator's mapping (GET/PUT /api/boosters/mappings). */
export interface BoosterMappingDto {
  card: BattleCard
  label: string
  description: string
  /** The powerup a card awarded credits and a card used consumes; null: the card is ignored. */
  powerupType: PowerupType | null
  defaultPowerupType: PowerupType | null
}

export interface BoosterMappingsResponse {
  success: true
  mappings: BoosterMappingDto[]
}

/** PUT /api/boosters/mappings body: the cards to change, each to a powerup type or null (ignored). */
export interface UpdateBoosterMappingsInput {
  mappings: Partial<Record<BattleCard, string | null>>
}

/**
 * What a card did for each viewer it names: a unit credited or used, none to use, no player
 * (a use by someone who is not a player, or a viewer without a handle), or a grant the
 * per-player maximum (or a use beyond a match's limit) refused.
 */
export type BoosterUserOutcome = 'credited' | 'used' | 'noUnit' | 'noPlayer' | 'refused'

/**
 * What a card message did: `applied` (see each viewer's outcome), `duplicate` (this msgId was
 * handled before), `unknownCard` (a card Powerdeck does not know), `unmapped` (the creator maps
 * the card to nothing), `opponent` (used for the other streamer of the battle).
 */
export type BoosterOutcome = 'applied' | 'duplicate' | 'unknownCard' | 'unmapped' | 'opponent'

export interface BoosterResultDto {
  outcome: BoosterOutcome
  card?: string
  powerupType?: PowerupType | null
  users?: { userId: string; uniqueId: string; outcome: BoosterUserOutcome; playerId: number | null }[]
}

export const BOOSTER_MESSAGES = {
  unknownCard: (card: string) => `Unknown battle card: ${card}`,
  invalidType: (card: string) => `Powerup type of ${card} must be a powerup type or null`,
} as const

/** The audit actor of what a card did: the system, naming the card (the reason). */
export const battleCardActorName = (card: string) =>
  `TikTok battle card: ${BATTLE_CARD_LABELS[card as BattleCard]?.label ?? card}`
