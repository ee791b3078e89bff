import { defineSetting } from '#core/settings/declaration'
import { POWERUP_LABELS, POWERUP_TYPES, type PowerupType } from '#modules/powerups/shared/powerups'
import { DEFAULT_MATCH_LIMITS, type MatchLimits } from '../shared/matches.js'

/** The most a limit may be (a match is minutes long). */
export const MATCH_LIMIT_MAX = 1_000

/**
 * The limits as stored: a JSON object of powerup type → uses per match (null or absent: none).
 * Answers the limits, or the message for a bad value.
 */
export function parseMatchLimits(text: string): MatchLimits | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'Match limits must be a JSON object of powerup type to uses per match'
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return 'Match limits must be a JSON object of powerup type to uses per match'
  }
  const limits: MatchLimits = {}
  for (const [type, limit] of Object.entries(value)) {
    if (!(POWERUP_TYPES as readonly string[]).includes(type)) return `Unknown powerup type in match limits: ${type}`
    if (limit === null) continue
    if (!Number.isInteger(limit) || (limit as number) < 0 || (limit as number) > MATCH_LIMIT_MAX) {
      return `The match limit of ${POWERUP_LABELS[type as PowerupType]} must be a whole number from 0 to ${MATCH_LIMIT_MAX}, or null`
    }
    limits[type as PowerupType] = limit as number
  }
  return limits
}

/** docs/api/matches.md "Limits". */
export const MATCH_SETTINGS = {
  matchLimits: defineSetting({
    key: 'matches.matchLimits',
    type: 'text',
    default: JSON.stringify(DEFAULT_MATCH_LIMITS),
    label: 'Uses per Match',
    description:
      'Per powerup type, how many may be used during one TikTok match (JSON, e.g. {"time-maker": 3}); a type not named has no limit. Outside a match no limit applies.',
    section: 'general',
    editableBy: ['ADMIN'],
    validate: (value) => {
      const parsed = parseMatchLimits(value)
      return typeof parsed === 'string' ? parsed : null
    },
  }),
}
