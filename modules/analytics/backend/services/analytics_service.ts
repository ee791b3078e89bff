import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/http/api_error'
import { POWERUP_TYPES } from '#modules/powerups/shared/powerups'
import {
  ANALYTICS_RANGE_DAYS,
  type AnalyticsCreatorDto,
  type AnalyticsDto,
  type AnalyticsRange,
  type AnalyticsTrendDto,
} from '../../shared/analytics.js'
import { addDays, eachDay, lastDays, weekStart } from './days.js'
import { emptyFigures } from './figure_columns.js'
import { growthRate, ratio } from './growth.js'
import {
  currentFigures,
  figuresByCreator,
  figuresByDay,
  lastActivity,
  powerupTypeTotals,
  topGifters,
  totalFigures,
  type DaySpan,
} from './rollup_reader.js'
import { ANALYTICS_ERRORS } from '../../shared/error_codes.js'

export const TOP_GIFTERS = 10

export interface AnalyticsQuery {
  dateRange?: AnalyticsRange
  creatorId?: number
  search?: string
}

/** The creators the query is about: one (404 unknown), those matching the search, or all. */
async function selectedCreators(query: AnalyticsQuery) {
  if (query.creatorId !== undefined && !(await isCreator(query.creatorId)))
    throw new ApiError(404, 'Creator not found', ANALYTICS_ERRORS.creator_not_found)
  const creators = db
    .from('users')
    .where('role', 'CREATOR')
    .select('id', 'name', 'email', 'tiktok_username', 'is_active')
    .orderBy('id')
  if (query.creatorId !== undefined) creators.where('id', query.creatorId)
  const search = query.search?.trim().toLowerCase()
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    creators.where((where) => {
      for (const column of ['name', 'email', 'tiktok_username'])
        where.orWhereRaw(`lower(${column}) like ? escape '\\'`, [pattern])
    })
  }
  return creators
}

/** Whether the id is a creator's account. */
export const isCreator = async (id: number) => !!(await db.from('users').where({ id, role: 'CREATOR' }).first())

/**
 * Trend points: one per day, or per week (starting Sunday, the range's first and last weeks cut to
 * the range) for 1y. Counts of people per week are the week's busiest day (see docs/api/analytics.md).
 */
function trendPoints(days: string[], byDay: Awaited<ReturnType<typeof figuresByDay>>, weekly: boolean) {
  const points = new Map<string, AnalyticsTrendDto>()
  for (const day of days) {
    const date = weekly ? weekStart(day) : day
    const figures = byDay.get(day) ?? { ...emptyFigures(), creators: 0 }
    const point = points.get(date) ?? { date, creators: 0, moderators: 0, players: 0, powerups: 0, gifts: 0 }
    point.creators = Math.max(point.creators, figures.creators)
    point.moderators = Math.max(point.moderators, figures.activeModerators)
    point.players = Math.max(point.players, figures.activePlayers)
    point.powerups += figures.grants
    point.gifts += figures.gifts
    points.set(date, point)
  }
  return [...points.values()]
}

/** GET /api/analytics: the platform's figures over the last N whole UTC days (docs/api/analytics.md). */
export async function platformAnalytics(query: AnalyticsQuery, now = new Date()): Promise<AnalyticsDto> {
  const range = query.dateRange ?? '30d'
  const length = ANALYTICS_RANGE_DAYS[range]
  const { from, to } = lastDays(length, now)
  const creators = await selectedCreators(query)
  const ids = creators.map((creator) => Number(creator.id))
  // Without a filter every creator counts: no id list in the queries.
  const filtered = query.creatorId !== undefined || !!query.search?.trim()
  const span: DaySpan = { from, to, creatorIds: filtered ? ids : undefined }
  const previous: DaySpan = { ...span, from: addDays(from, -length), to: from }

  const [current, before, totals, totalsBefore, byDay, types, gifters, rosters, latest] = await Promise.all([
    figuresByCreator(span),
    figuresByCreator(previous),
    totalFigures(span),
    totalFigures(previous),
    figuresByDay(span),
    powerupTypeTotals(span),
    topGifters(span, TOP_GIFTERS),
    currentFigures(ids),
    lastActivity(ids),
  ])

  const creatorRows: AnalyticsCreatorDto[] = creators.map((creator) => {
    const id = Number(creator.id)
    const figures = current.get(id) ?? emptyFigures()
    const roster = rosters.get(id)!
    return {
      id,
      name: creator.name,
      email: creator.email,
      tiktokUsername: creator.tiktok_username ?? null,
      isActive: !!creator.is_active,
      totalPlayers: roster.totalPlayers,
      totalModerators: roster.totalModerators,
      totalPowerups: figures.grants,
      totalGifts: figures.gifts,
      revenue: figures.diamonds,
      lastActivity: latest.get(id)?.toISOString() ?? null,
      growthRate: growthRate(figures.diamonds, before.get(id)?.diamonds ?? 0),
    }
  })
  creatorRows.sort((a, b) => b.revenue - a.revenue || a.id - b.id)

  const sum = (pick: (row: AnalyticsCreatorDto) => number) => creatorRows.reduce((total, row) => total + pick(row), 0)
  return {
    range,
    from,
    to: addDays(to, -1),
    overview: {
      totalCreators: creatorRows.length,
      activeCreators: creatorRows.filter((row) => row.isActive).length,
      totalModerators: sum((row) => row.totalModerators),
      totalPlayers: sum((row) => row.totalPlayers),
      totalPowerups: totals.grants,
      totalGifts: totals.gifts,
      revenue: totals.diamonds,
      growthRate: growthRate(totals.diamonds, totalsBefore.diamonds),
    },
    creators: creatorRows,
    powerups: {
      totalGranted: totals.grants,
      totalUsed: totals.uses,
      byType: POWERUP_TYPES.map((type) => {
        const { granted, used } = types.get(type) ?? { granted: 0, used: 0 }
        return { type, granted, used, utilization: ratio(used * 100, granted) }
      }),
    },
    gifts: { totalValue: totals.diamonds, totalCount: totals.gifts, topGifters: gifters },
    trends: trendPoints(eachDay(from, to), byDay, range === '1y'),
  }
}
