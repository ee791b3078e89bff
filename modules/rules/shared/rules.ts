/**
 * Gift rules vocabulary shared by backend, frontend and CLI: a rule turns a gift (by name, or by
 * its diamond value) into a powerup grant, with a per-player cooldown, a per-stream cap and a
 * stock; viewers on the exclusion list never receive automatic grants.
 */
import { EXPIRY_DAYS, GRANT_COUNT, type PowerupType } from '../../powerups/shared/powerups.js'

export const RULE_LIMITS = {
  /** Rules one creator may keep. */
  rulesMax: 50,
  /** Viewers one creator may exclude. */
  exclusionsMax: 1_000,
  giftNameMax: 120,
  minDiamonds: { min: 1, max: 10_000_000 },
  count: GRANT_COUNT,
  expiresInDays: EXPIRY_DAYS,
  /** Up to a week between two grants of a rule to one player. */
  cooldownSeconds: { min: 0, max: 604_800 },
  perStreamCap: { min: 1, max: 100_000 },
  /** Units of the rule's type it may grant in all. */
  stock: { min: 1, max: 10_000_000 },
  handleMax: 64,
  userIdMax: 64,
} as const

/** A rule as the API answers it. */
export interface GiftRuleDto {
  id: number
  /** The gift that triggers it (any case), or null when `minDiamonds` does. */
  giftName: string | null
  /** A gift worth at least this many diamonds (value × count) triggers it, or null when `giftName` does. */
  minDiamonds: number | null
  powerupType: PowerupType
  /** Units per grant. */
  count: number
  /** Days a granted unit lasts; null: the system default expiry. */
  expiresInDays: number | null
  /** Seconds before the same player gets this rule's grant again (0: none). */
  cooldownSeconds: number
  /** Grants per live stream; null: no cap. */
  perStreamCap: number | null
  /** Units it may grant in all; null: no limit. */
  stock: number | null
  /** Units left of the stock; null without a stock. */
  stockLeft: number | null
  /** Grants made and units granted so far. */
  grants: number
  grantedUnits: number
  enabled: boolean
  createdAt: string
  updatedAt: string
}

/** POST /api/rules (PUT /api/rules/:id takes any of these). */
export interface GiftRuleInput {
  giftName?: string | null
  minDiamonds?: number | null
  powerupType: string
  count?: number
  expiresInDays?: number | null
  cooldownSeconds?: number
  perStreamCap?: number | null
  stock?: number | null
  enabled?: boolean
}

/** A viewer who never receives automatic grants: by TikTok handle or by TikTok user id. */
export interface RuleExclusionDto {
  id: number
  kind: 'handle' | 'userId'
  value: string
  createdAt: string
}

export interface RulesResponse {
  success: true
  rules: GiftRuleDto[]
}
export interface RuleResponse {
  success: true
  rule: GiftRuleDto
}
export interface ExclusionsResponse {
  success: true
  exclusions: RuleExclusionDto[]
}

export const RULE_MESSAGES = {
  notFound: 'Gift rule not found',
  exclusionNotFound: 'Exclusion not found',
  trigger: 'A rule is triggered by a gift name or by a minimum of diamonds: give exactly one',
  giftNameRequired: 'Gift name is required',
  minDiamondsRequired: 'Minimum diamonds is required',
  tooMany: `A creator keeps at most ${RULE_LIMITS.rulesMax} gift rules`,
  tooManyExclusions: `A creator excludes at most ${RULE_LIMITS.exclusionsMax} viewers`,
  exclusionTarget: 'Exclude a viewer by handle or by user id: give exactly one',
  alreadyExcluded: 'This viewer is already excluded',
  stockBelowGranted: (granted: number) => `The stock cannot be below the ${granted} units already granted`,
} as const

/** How a gift name or handle compares: trimmed, without a leading @, any case. */
export const matchKey = (value: string) => value.trim().replace(/^@+/, '').toLowerCase()

/** What triggers a rule, as screens and the CLI show it: the gift's name or '≥ N diamonds'. */
export function ruleTrigger(rule: Pick<GiftRuleDto, 'giftName' | 'minDiamonds'>) {
  return rule.giftName !== null ? rule.giftName : `≥ ${rule.minDiamonds} diamonds`
}
