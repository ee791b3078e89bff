import { POWERUP_TYPES, type PowerupType } from '../../../powerups/shared/powerups'
import type { MatchDto, MatchLimits } from '../../shared/matches'

/** Whole seconds left until `endsAt` (never below 0), or null when TikTok gave no duration. */
export function secondsLeft(endsAt: string | null, now: number): number | null {
  if (!endsAt) return null
  const end = new Date(endsAt).getTime()
  if (Number.isNaN(end)) return null
  return Math.max(0, Math.ceil((end - now) / 1000))
}

/** A countdown as a clock: `4:05`, `0:09`. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}

export type Standing = 'ahead' | 'behind' | 'tied'

/** Where we stand, and by how many points. */
export function standing(match: Pick<MatchDto, 'ours' | 'theirs'>): { standing: Standing; points: number } {
  const points = Math.abs(match.ours - match.theirs)
  if (match.ours === match.theirs) return { standing: 'tied', points }
  return { standing: match.ours > match.theirs ? 'ahead' : 'behind', points }
}

export interface UsedItem {
  type: PowerupType
  used: number
  /** The per-match limit, null when none. */
  limit: number | null
}

/** The items used this match, and every limited type even when unused, in the types' order. */
export function usedItems(used: MatchDto['used'], limits: MatchLimits): UsedItem[] {
  return POWERUP_TYPES.flatMap((type) => {
    const count = used[type] ?? 0
    const limit = limits[type] ?? null
    return count > 0 || limit !== null ? [{ type, used: count, limit }] : []
  })
}

/** The camelCase key of a type's name in the catalogs: `matches.types.timeMaker`. */
export function typeKey(type: PowerupType): string {
  return `matches.types.${type.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`
}
