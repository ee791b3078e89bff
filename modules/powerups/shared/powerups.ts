/**
 * The powerup vocabulary shared by backend, frontend and CLI (docs/api/powerups.md): the six types,
 * their spellings, where a grant comes from, and the limits of a grant.
 */
import type { ActingSource, ClientSource } from '../../../backend/core/shared/acting.js'
import type { PlayerDto } from '../../players/shared/players.js'

export const POWERUP_TYPES = ['glove', 'mist', 'time-maker', 'stun-hammer', 'no2-booster', 'no3-booster'] as const
export type PowerupType = (typeof POWERUP_TYPES)[number]

export const POWERUP_LABELS: Record<PowerupType, string> = {
  glove: 'Glove',
  mist: 'Mist',
  'time-maker': 'Time Maker',
  'stun-hammer': 'Stun Hammer',
  'no2-booster': 'NO2 Booster',
  'no3-booster': 'NO3 Booster',
}

export const POWERUP_DESCRIPTIONS: Record<PowerupType, string> = {
  glove: 'Multiplies match points',
  mist: 'Concealing vapor',
  'time-maker': 'Extends time (max 3 per match)',
  'stun-hammer': 'Disables opponent abilities',
  'no2-booster': 'Double amplification',
  'no3-booster': 'Triple amplification',
}

/** Short spellings seen on screens and in chat commands, keyed without dashes. */
const SPELLINGS: Record<string, PowerupType> = {
  timemaker: 'time-maker',
  hammer: 'stun-hammer',
  stunhammer: 'stun-hammer',
  no2: 'no2-booster',
  no2booster: 'no2-booster',
  no3: 'no3-booster',
  no3booster: 'no3-booster',
}

/**
 * The canonical type for any accepted spelling: `glove`, `TIME_MAKER`, `timemaker`,
 * `hammer`, `no2`… (case-insensitive); null when it names no powerup.
 */
export function canonicalType(input: unknown): PowerupType | null {
  if (typeof input !== 'string' || input.length > 40) return null
  const dashed = input
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
  if ((POWERUP_TYPES as readonly string[]).includes(dashed)) return dashed as PowerupType
  return SPELLINGS[dashed.replace(/-/g, '')] ?? null
}

/** Where a grant or a use came from: the kernel's acting sources (a client may claim CLIENT_SOURCES). */
export type PowerupSource = ActingSource

export const GRANT_COUNT = { min: 1, max: 10, default: 1 } as const
export const EXPIRY_DAYS = { min: 1, max: 365, default: 5 } as const

/** A new player's starter pack: 2 gloves and 1 mist, 30 days. */
export const STARTER_PACK: readonly { type: PowerupType; count: number }[] = [
  { type: 'glove', count: 2 },
  { type: 'mist', count: 1 },
]
export const STARTER_PACK_EXPIRY_DAYS = 30

/** The dashboard's 'Soon to Expire' window and length (docs/api/powerups.md). */
export const SOON_TO_EXPIRE = { days: 7, limit: 5 } as const

export const POWERUP_MESSAGES = {
  invalidType: (input: string) => `Invalid powerup type: ${input}`,
  invalidCount: `Count must be between ${GRANT_COUNT.min} and ${GRANT_COUNT.max}`,
  invalidExpiry: `Expiry must be between ${EXPIRY_DAYS.min} and ${EXPIRY_DAYS.max} days`,
  noneAvailable: (player: string, type: PowerupType) =>
    `No Powerups Available: ${player} has no ${POWERUP_LABELS[type]} powerups to use.`,
  activated: (type: PowerupType) => `${POWERUP_LABELS[type]} has been activated.`,
  granted: (count: number, type: PowerupType, player: string) =>
    `Granted ${count} ${POWERUP_LABELS[type]} to ${player}.`,
  overLimit: (player: string, held: number, max: number) =>
    `${player} already holds ${held} powerups; the maximum per player is ${max}.`,
} as const

/** One holding: `count` units of a type left from a grant of `originalCount`. */
export interface PowerupHoldingDto {
  id: number
  type: PowerupType
  count: number
  originalCount: number
  isActive: boolean
  expiresAt: string | null
  grantedAt: string
  grantedByName: string
  source: PowerupSource
}

/**
 * A player as the API sends it, with the `powerups` field this module adds to players
 * (through players' extension point): active holdings only, first-expiring first.
 */
export type LedgerPlayerDto = PlayerDto & { powerups: PowerupHoldingDto[] }

/** GET /api/players, each player with their powerups. */
export interface LedgerPlayersResponse {
  success: true
  players: LedgerPlayerDto[]
}

/** A holding with its owner, as lists across players show it (powerup-holdings, soon to expire). */
export interface OwnedHoldingDto extends PowerupHoldingDto {
  playerId: number
  playerName: string
}

export interface PowerupUseDto {
  id: number
  holdingId: number
  playerId: number
  type: PowerupType
  usedByName: string
  source: PowerupSource
  usedAt: string
}

/** POST /api/players/powerups/grant */
export interface GrantPowerupRequest {
  playerName: string
  powerupType: string
  /** Informational: the server records the signed-in actor. */
  grantedBy?: string
  count?: number
  expiresInDays?: number
  source?: ClientSource
}
export interface GrantPowerupResponse {
  success: true
  message: string
  /** `grant-<holding id>`: what undo takes (shared/undo.ts). */
  entryId: string
  holding: PowerupHoldingDto
  player: LedgerPlayerDto
}

/** POST /api/players/powerups/use; `playerId` is the player's name (docs/api/powerups.md). */
export interface UsePowerupRequest {
  playerId: string
  powerupType: string
  /** Accepted for compatibility; the first-expiring unit is always the one used. */
  powerupId?: number
  powerupIndex?: number
  usedBy?: string
  source?: ClientSource
}
export interface UsePowerupResponse {
  success: true
  message: string
  /** `use-<use id>`: what undo takes (shared/undo.ts). */
  entryId: string
  use: PowerupUseDto
  holding: PowerupHoldingDto
  player: LedgerPlayerDto
}

/** GET /api/powerups/stats: the dashboard cards of this module. */
export interface PowerupStatsDto {
  activePowerups: number
  grantsToday: number
  usesToday: number
  activePlayers: number
  soonToExpire: OwnedHoldingDto[]
  /** The requesting user's own figures (moderator My Activity). */
  mine: ActorActivityDto
}

export interface ActorActivityDto {
  grantedToday: number
  usedToday: number
  granted: number
  used: number
  lastGrantAt: string | null
  lastUseAt: string | null
}

/** GET /api/powerups/stats */
export interface PowerupStatsResponse {
  success: true
  stats: PowerupStatsDto
}
