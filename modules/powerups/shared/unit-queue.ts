/**
 * The ledger as the screens show it: every holding of count N becomes N units, in the order
 * they will be consumed (soonest expiry first, never-expiring last, then unit index). Pure.
 */

import type { PlayerDto } from '../../players/shared/players.js'
import { canonicalType, type PowerupHoldingDto, type PowerupType } from './powerups.js'

/** A holding as `GET /api/players` sends it (docs/api/powerups.md). */
export type HoldingView = Pick<PowerupHoldingDto, 'id' | 'type' | 'count' | 'isActive' | 'expiresAt'>

export interface PlayerWithHoldings extends Pick<PlayerDto, 'id' | 'name' | 'isActive'> {
  powerups: HoldingView[]
}

/** One usable powerup: unit `unitIndex` (0-based) of holding `holdingId`. */
export interface PowerupUnit {
  key: string
  holdingId: number
  unitIndex: number
  type: PowerupType
  expiresAt: string | null
  /** `expiresAt` as epoch ms (Infinity when it never expires), for sorting thousands of units. */
  expiresAtMs: number
  playerId: number
  playerName: string
}

/** Kiosk By Player shows this many units per player, then '+N more in queue'. */
export const KIOSK_QUEUE_SIZE = 8

/**
 * The player with every holding's type in canonical form (the server may send `TIME_MAKER`);
 * holdings of a type this version does not know are left out.
 */
export function withCanonicalTypes<T extends { powerups: readonly { type: string }[] }>(player: T): T {
  const powerups = player.powerups.flatMap((holding) => {
    const type = canonicalType(holding.type)
    return type ? [{ ...holding, type }] : []
  })
  return { ...player, powerups }
}

/** Active = count above 0, isActive, and expiry in the future or none (docs/api/powerups.md). */
export function isHoldingActive(holding: HoldingView, now: number = Date.now()): boolean {
  if (holding.count <= 0 || !holding.isActive) return false
  return holding.expiresAt === null || new Date(holding.expiresAt).getTime() > now
}

/** Soonest expiry first (none last), then unit index; holding and player keep it stable. */
export function compareUnits(a: PowerupUnit, b: PowerupUnit): number {
  const byExpiry = a.expiresAtMs - b.expiresAtMs
  if (byExpiry !== 0 && !Number.isNaN(byExpiry)) return byExpiry
  return a.unitIndex - b.unitIndex || a.holdingId - b.holdingId || a.playerName.localeCompare(b.playerName)
}

/** The active units of one player, in consumption order. */
export function unitsOfPlayer(player: PlayerWithHoldings, now: number = Date.now()): PowerupUnit[] {
  const units: PowerupUnit[] = []
  for (const holding of player.powerups) {
    if (!isHoldingActive(holding, now)) continue
    const expiresAtMs = holding.expiresAt === null ? Number.POSITIVE_INFINITY : new Date(holding.expiresAt).getTime()
    for (let unitIndex = 0; unitIndex < holding.count; unitIndex++) {
      units.push({
        key: `${holding.id}:${unitIndex}`,
        holdingId: holding.id,
        unitIndex,
        type: holding.type,
        expiresAt: holding.expiresAt,
        expiresAtMs,
        playerId: player.id,
        playerName: player.name,
      })
    }
  }
  return units.sort(compareUnits)
}

/** All active players' active units, in consumption order (My Powerups, kiosk By Powerup). */
export function activeUnits(players: readonly PlayerWithHoldings[], now: number = Date.now()): PowerupUnit[] {
  return players
    .filter((player) => player.isActive)
    .flatMap((player) => unitsOfPlayer(player, now))
    .sort(compareUnits)
}

/** Number of active units a player holds. */
export function activeUnitCount(player: PlayerWithHoldings, now: number = Date.now()): number {
  return player.powerups.reduce((sum, holding) => sum + (isHoldingActive(holding, now) ? holding.count : 0), 0)
}

/** The first `size` units and how many more wait behind them ('+N more in queue'). */
export function truncateQueue<T>(units: readonly T[], size: number = KIOSK_QUEUE_SIZE) {
  return { shown: units.slice(0, size), more: Math.max(0, units.length - size) }
}

/** One collator for every sort: `localeCompare` with options builds a new one per comparison. */
let byName: Intl.Collator | null = null

/** Players sorted by name, case-insensitively (kiosk By Player). */
export function sortPlayersByName<T extends { name: string }>(players: readonly T[]): T[] {
  byName ??= new Intl.Collator(undefined, { sensitivity: 'base' })
  return [...players].sort((a, b) => byName!.compare(a.name, b.name))
}
