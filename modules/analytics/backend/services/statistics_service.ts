import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/http/api_error'
import {
  type CreatorStatisticsDto,
  type CreatorStatisticsResponse,
  type PerformancePointDto,
  type StatisticsPeriod,
} from '../../shared/analytics.js'
import { addDays, dayStart, daysBetween, eachDay, lastDays, monthStart, weekStart } from './days.js'
import { emptyFigures, type DayFigures } from './figure_columns.js'
import { growthRate, oneDecimal, ratio } from './growth.js'
import {
  currentFigures,
  distinctFigures,
  figuresByDay,
  firstActiveDay,
  lastActivity,
  totalFigures,
} from './rollup_reader.js'
import { ANALYTICS_ERRORS } from '../../shared/error_codes.js'

const PERIOD_DAYS: Record<Exclude<StatisticsPeriod, 'all'>, number> = { day: 1, week: 7, month: 30, year: 365 }

/** The daily performance trend shows at most this many days (the period's last ones). */
export const DAILY_POINTS = 90

/** Health score weights (0–100 in all): activity, live regularity, errors. */
export const HEALTH_WEIGHTS = { activity: 40, live: 30, errors: 30 } as const

/** The period's days [from, to): the last N whole UTC days, or since the creator's first active day. */
async function periodDays(creatorId: number, period: StatisticsPeriod, now: Date) {
  if (period !== 'all') return lastDays(PERIOD_DAYS[period], now)
  const today = lastDays(1, now)
  const first = await firstActiveDay(creatorId)
  return { from: first && first < today.from ? first : today.from, to: today.to }
}

/** A day with something done: gifts, grants, uses, new players, chat, live or moderator actions. */
const isActiveDay = (figures: DayFigures) =>
  figures.gifts + figures.grants + figures.uses + figures.newPlayers + figures.chatMessages > 0 ||
  figures.liveMinutes + figures.liveSessions + figures.moderatorActions > 0

const errorTotal = (figures: DayFigures) =>
  figures.systemErrors + figures.liveKioskErrors + figures.apiErrors + figures.tiktokErrors

/**
 * Health score, 0–100 (docs/api/analytics.md): 40 × the share of the period's days with activity,
 * + 30 × the share of its 7-day slices (counted back from its last day) with time live,
 * + 30 × (1 − errors / (errors + operations)), operations being grants, uses, gifts, chat messages
 * and live sessions (full marks without either); rounded to a whole number.
 */
export function healthScore(days: string[], byDay: Map<string, DayFigures>, totals: DayFigures) {
  const figuresOf = (day: string) => byDay.get(day) ?? emptyFigures()
  const activeDays = days.filter((day) => isActiveDay(figuresOf(day))).length
  const slices: string[][] = []
  for (let end = days.length; end > 0; end -= 7) slices.push(days.slice(Math.max(0, end - 7), end))
  const liveSlices = slices.filter((slice) => slice.some((day) => figuresOf(day).liveMinutes > 0)).length
  const errors = errorTotal(totals)
  const operations = totals.grants + totals.uses + totals.gifts + totals.chatMessages + totals.liveSessions
  const errorShare = errors + operations === 0 ? 0 : errors / (errors + operations)
  return Math.round(
    (HEALTH_WEIGHTS.activity * activeDays) / days.length +
      (HEALTH_WEIGHTS.live * liveSlices) / slices.length +
      HEALTH_WEIGHTS.errors * (1 - errorShare)
  )
}

/** Trend points per bucket (a day, a week starting Sunday, a month): sums, and the busiest day's players. */
function performancePoints(days: string[], byDay: Map<string, DayFigures>, bucket: (day: string) => string) {
  const points = new Map<string, PerformancePointDto>()
  for (const day of days) {
    const figures = byDay.get(day) ?? emptyFigures()
    const date = bucket(day)
    const point = points.get(date) ?? {
      date,
      gifts: 0,
      value: 0,
      powerupsGranted: 0,
      powerupsUsed: 0,
      activePlayers: 0,
      chatMessages: 0,
      liveMinutes: 0,
    }
    point.gifts += figures.gifts
    point.value += figures.diamonds
    point.powerupsGranted += figures.grants
    point.powerupsUsed += figures.uses
    point.activePlayers = Math.max(point.activePlayers, figures.activePlayers)
    point.chatMessages += figures.chatMessages
    point.liveMinutes += figures.liveMinutes
    points.set(date, point)
  }
  return [...points.values()]
}

/** GET /api/admin/creators/:id/statistics (docs/api/analytics.md): a creator's figures over a period. */
export async function creatorStatistics(
  creatorId: number,
  period: StatisticsPeriod = 'month',
  now = new Date()
): Promise<Omit<CreatorStatisticsResponse, 'success'>> {
  const creator = await db
    .from('users')
    .where({ id: creatorId, role: 'CREATOR' })
    .select('id', 'name', 'email', 'tiktok_username')
    .first()
  if (!creator) throw new ApiError(404, 'Creator not found', ANALYTICS_ERRORS.creator_not_found)

  const { from, to } = await periodDays(creatorId, period, now)
  const length = daysBetween(from, to)
  const creatorIds = [creatorId]
  const [totals, previous, byDay, distinct, rosters, latest] = await Promise.all([
    totalFigures({ from, to, creatorIds }),
    totalFigures({ from: addDays(from, -length), to: from, creatorIds }),
    figuresByDay({ from, to, creatorIds }),
    distinctFigures(creatorId, dayStart(from), dayStart(to)),
    currentFigures(creatorIds),
    lastActivity(creatorIds),
  ])
  const roster = rosters.get(creatorId)!
  const days = eachDay(from, to)
  const errors = errorTotal(totals)

  const data: CreatorStatisticsDto = {
    period,
    from,
    to: addDays(to, -1),
    summary: {
      isCurrentlyLive: roster.isLive > 0,
      healthScore: healthScore(days, byDay, totals),
      totalValue: totals.diamonds,
      totalPlayers: roster.totalPlayers,
      totalHours: oneDecimal(totals.liveMinutes / 60),
      totalModerators: roster.totalModerators,
      growthRate: growthRate(totals.diamonds, previous.diamonds),
      lastActivity: latest.get(creatorId)?.toISOString() ?? null,
    },
    liveAnalytics: {
      totalSessions: totals.liveSessions,
      averageDuration: ratio(totals.liveMinutes, totals.liveSessions * 60),
      liveFrequency: {
        daily: ratio(totals.liveSessions, length),
        weekly: ratio(totals.liveSessions * 7, length),
        monthly: ratio(totals.liveSessions * 30, length),
      },
    },
    giftAnalytics: {
      totalGifts: totals.gifts,
      totalValue: totals.diamonds,
      averageValue: ratio(totals.diamonds, totals.gifts),
    },
    powerupAnalytics: { totalGranted: totals.grants, totalUsed: totals.uses, activePowerups: roster.activePowerups },
    playerAnalytics: {
      totalPlayers: roster.totalPlayers,
      activePlayers: distinct.activePlayers,
      newPlayers: totals.newPlayers,
    },
    moderatorAnalytics: {
      totalModerators: roster.totalModerators,
      activeModerators: distinct.activeModerators,
      totalActions: totals.moderatorActions,
    },
    chatAnalytics: {
      totalMessages: totals.chatMessages,
      uniqueUsers: distinct.chatters,
      averageMessagesPerUser: ratio(totals.chatMessages, distinct.chatters),
    },
    securityAnalytics: {
      creatorLogins: totals.creatorLogins,
      moderatorLogins: totals.moderatorLogins,
      totalLogins: totals.creatorLogins + totals.moderatorLogins,
    },
    performanceTrends: {
      daily: performancePoints(days.slice(-DAILY_POINTS), byDay, (day) => day),
      weekly: performancePoints(days, byDay, weekStart),
      monthly: performancePoints(days, byDay, monthStart),
    },
    errorAnalytics: {
      systemErrors: totals.systemErrors,
      liveKioskErrors: totals.liveKioskErrors,
      apiErrors: totals.apiErrors,
      tiktokErrors: totals.tiktokErrors,
      totalErrors: errors,
    },
  }
  return {
    data,
    creator: {
      id: Number(creator.id),
      name: creator.name,
      email: creator.email,
      tiktokUsername: creator.tiktok_username ?? null,
    },
  }
}
