/**
 * The analytics vocabulary shared by backend, frontend and CLI: GET /api/analytics and
 * GET /api/admin/creators/{id}/statistics (docs/api/analytics.md). Every figure is computed from recorded
 * data; definitions (growthRate, healthScore, averages) are in docs/api/analytics.md.
 */

/** Analytics date ranges (docs/api/analytics.md), default 30d. 1y trends have one point per week. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d'
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 }

/** Creator statistics periods (docs/api/analytics.md), default month; `all` starts at the creator's first day. */
export const STATISTICS_PERIODS = ['day', 'week', 'month', 'year', 'all'] as const
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number]
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 'month'
export const STATISTICS_PERIOD_LABELS: Record<StatisticsPeriod, string> = {
  day: '24 Hours',
  week: '7 Days',
  month: '30 Days',
  year: '1 Year',
  all: 'All Time',
}

/** Percent change versus the previous period of equal length, 1 decimal; null when the previous is 0. */
export type GrowthRate = number | null

export interface AnalyticsOverviewDto {
  totalCreators: number
  activeCreators: number
  totalModerators: number
  totalPlayers: number
  /** Powerup units granted in the range. */
  totalPowerups: number
  /** Gifts received in the range (a streak of 5 roses counts 5). */
  totalGifts: number
  /** Diamonds received in the range (there is no money in Powerdeck: revenue is the diamond total). */
  revenue: number
  /** Of revenue (diamonds), this range versus the previous one. */
  growthRate: GrowthRate
}

export interface AnalyticsCreatorDto {
  id: number
  name: string
  email: string
  tiktokUsername: string | null
  isActive: boolean
  totalPlayers: number
  totalModerators: number
  totalPowerups: number
  totalGifts: number
  revenue: number
  lastActivity: string | null
  growthRate: GrowthRate
}

export interface PowerupTypeUsageDto {
  type: string
  granted: number
  used: number
  /** used / granted as a percent, 1 decimal; 0 when nothing was granted. */
  utilization: number
}

export interface TopGifterDto {
  username: string
  totalValue: number
  giftCount: number
}

/** One point per UTC day (per week, starting Sunday, for 1y): the five counts of that day or week. */
export interface AnalyticsTrendDto {
  date: string
  /** Creators with any recorded activity. */
  creators: number
  /** Moderators who acted. */
  moderators: number
  /** Players who received or used a powerup. */
  players: number
  /** Powerup units granted. */
  powerups: number
  /** Gifts received. */
  gifts: number
}

export interface AnalyticsDto {
  range: AnalyticsRange
  from: string
  to: string
  overview: AnalyticsOverviewDto
  creators: AnalyticsCreatorDto[]
  powerups: { totalGranted: number; totalUsed: number; byType: PowerupTypeUsageDto[] }
  gifts: { totalValue: number; totalCount: number; topGifters: TopGifterDto[] }
  trends: AnalyticsTrendDto[]
}

export interface AnalyticsResponse {
  success: true
  data: AnalyticsDto
}

/** Performance trend points of the statistics page (Daily, Weekly, Monthly tabs). */
export interface PerformancePointDto {
  date: string
  gifts: number
  value: number
  powerupsGranted: number
  powerupsUsed: number
  activePlayers: number
  chatMessages: number
  liveMinutes: number
}

export interface CreatorStatisticsDto {
  period: StatisticsPeriod
  from: string
  to: string
  summary: {
    isCurrentlyLive: boolean
    /** 0–100, see docs/api/analytics.md. */
    healthScore: number
    totalValue: number
    totalPlayers: number
    /** Hours live in the period. */
    totalHours: number
    totalModerators: number
    growthRate: GrowthRate
    lastActivity: string | null
  }
  liveAnalytics: {
    totalSessions: number
    /** Hours per session. */
    averageDuration: number
    /** Sessions per day, per week and per month over the period. */
    liveFrequency: { daily: number; weekly: number; monthly: number }
  }
  giftAnalytics: { totalGifts: number; totalValue: number; averageValue: number }
  powerupAnalytics: { totalGranted: number; totalUsed: number; activePowerups: number }
  playerAnalytics: { totalPlayers: number; activePlayers: number; newPlayers: number }
  moderatorAnalytics: { totalModerators: number; activeModerators: number; totalActions: number }
  /** TikTok matches started in the period, those won, and powerups used during them per match. */
  matchAnalytics: { totalMatches: number; wins: number; itemsPerMatch: number }
  chatAnalytics: { totalMessages: number; uniqueUsers: number; averageMessagesPerUser: number }
  securityAnalytics: { creatorLogins: number; moderatorLogins: number; totalLogins: number }
  performanceTrends: { daily: PerformancePointDto[]; weekly: PerformancePointDto[]; monthly: PerformancePointDto[] }
  errorAnalytics: {
    systemErrors: number
    liveKioskErrors: number
    apiErrors: number
    tiktokErrors: number
    totalErrors: number
  }
}

export interface CreatorStatisticsResponse {
  success: true
  data: CreatorStatisticsDto
  creator: { id: number; name: string; email: string; tiktokUsername: string | null }
}
