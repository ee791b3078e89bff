/** Shared shapes of the matches module (issue 31): docs/api/matches.md. */
import type { PowerupType } from '../../powerups/shared/powerups.js'
import { MATCHES_ERRORS } from './error_codes.js'

export type MatchResult = 'win' | 'loss' | 'draw'

export interface MatchOpponent {
  uniqueId: string
  nickname: string
}

export interface MatchDto {
  /** Our row id. */
  id: number
  opponent: MatchOpponent | null
  /** ISO. */
  startedAt: string
  /** ISO, start + duration (null if TikTok gave none). */
  endsAt: string | null
  endedAt: string | null
  ours: number
  theirs: number
  result: MatchResult | null
  /** Uses during this match, undone ones excluded. */
  used: Partial<Record<PowerupType, number>>
}

export interface MatchUseDto {
  at: string
  type: PowerupType
  playerId: number
  playerName: string
  by: string
  source: 'kiosk' | 'chat' | 'battle' | 'api' | 'cli'
}

export interface MatchReportDto extends MatchDto {
  scores: { at: string; ours: number; theirs: number }[]
  uses: MatchUseDto[]
}

export interface ReadyHolderDto {
  playerId: number
  playerName: string
  tiktokUsername: string | null
  expiresAt: string
  quantity: number
}

/** Per type, first to expire first, at most 5. */
export type ReadyStripDto = Partial<Record<PowerupType, ReadyHolderDto[]>>

export interface CurrentMatchResponse {
  success: true
  match: MatchDto | null
}

export interface MatchListResponse {
  success: true
  matches: MatchDto[]
  total: number
}

export interface MatchReportResponse {
  success: true
  match: MatchReportDto
}

export interface ReadyStripResponse {
  success: true
  ready: ReadyStripDto
}

/** null/absent = no limit. */
export type MatchLimits = Partial<Record<PowerupType, number | null>>

/**
 * GET/PUT /api/live/matches/limits: the limits in force for the creator: their own (`custom`), else
 * the system setting `matches.matchLimits`.
 */
export interface MatchLimitsResponse {
  success: true
  limits: MatchLimits
  custom: boolean
}

/** PUT /api/live/matches/limits: the creator's own limits, or null for the system default. */
export interface SaveMatchLimitsRequest {
  limits: MatchLimits | null
}

/** 409 code of a use beyond a match's limit (docs/api/matches.md). */
export const MATCH_LIMIT_REACHED = MATCHES_ERRORS.limit_reached

/** Uses of the ready strip per type, and score samples kept per match. */
export const READY_STRIP_PER_TYPE = 5
export const MATCH_SCORE_SAMPLES_MAX = 900

/** A match with no end event is over after this long (a lost end frame never limits uses forever). */
export const MATCH_MAX_HOURS = 2

export const DEFAULT_MATCH_LIMITS: MatchLimits = { 'time-maker': 3 }

export const MATCH_MESSAGES = {
  limitReached: (label: string, limit: number, used: number) =>
    `${label} is limited to ${limit} per match (${used} used)`,
  notFound: 'Match not found',
} as const
