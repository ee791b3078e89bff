import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { contributionsTo } from '#core/module_loader'
import { CREATOR_SUMMARY } from '#core/back_office'
import type { CurrentFigure, DistinctFigure } from '#core/activity_figures'
import { DAY_FIGURES, emptyFigures, figureColumn, rowFigures, type DayFigures } from './figure_columns.js'
import { activitySources } from './rollups.js'
import { monthStart, nextMonthStart, splitMonths } from './days.js'

/** Days [from, to) and, when given, only these creators. */
export interface DaySpan {
  from: string
  to: string
  creatorIds?: number[]
}

const sums = () => DAY_FIGURES.map((figure) => db.raw(`sum(${figureColumn(figure)}) as ${figureColumn(figure)}`))

function rollup(table: string, span: DaySpan) {
  const query = db.from(table).where('day', '>=', span.from).where('day', '<', span.to)
  if (span.creatorIds) query.whereIn('creator_id', span.creatorIds)
  return query
}

/** Every figure summed over the span, per creator (creators without activity are absent). */
export async function figuresByCreator(span: DaySpan): Promise<Map<number, DayFigures>> {
  const rows = await rollup('analytics_creator_days', span)
    .select('creator_id', ...sums())
    .groupBy('creator_id')
  return new Map(rows.map((row) => [Number(row.creator_id), rowFigures(row)]))
}

/** Every figure summed over the span. */
export async function totalFigures(span: DaySpan): Promise<DayFigures> {
  const row = await rollup('analytics_creator_days', span)
    .select(...sums())
    .first()
  return row ? rowFigures(row) : emptyFigures()
}

/** Per day of the span: the figures summed over the creators, and how many creators had activity. */
export async function figuresByDay(span: DaySpan): Promise<Map<string, DayFigures & { creators: number }>> {
  const rows = await rollup('analytics_creator_days', span)
    .select('day', db.raw('count(*) as creators'), ...sums())
    .groupBy('day')
  return new Map(rows.map((row) => [String(row.day), { ...rowFigures(row), creators: Number(row.creators) }]))
}

/** Units granted and used per powerup type over the span. */
export async function powerupTypeTotals(span: DaySpan) {
  const rows = await rollup('analytics_powerup_type_days', span)
    .select('type', db.raw('sum(granted) as granted'), db.raw('sum(used) as used'))
    .groupBy('type')
  return new Map(rows.map((row) => [String(row.type), { granted: Number(row.granted), used: Number(row.used) }]))
}

/** Gifters summed over the span, ranked by diamonds (ties: more gifts, then by name). */
async function rankedGifters(span: DaySpan, options: { limit?: number; gifters?: string[] }) {
  const { months, edges } = splitMonths(span.from, span.to)
  const only = (query: DatabaseQueryBuilderContract) => {
    if (span.creatorIds) query.whereIn('creator_id', span.creatorIds)
    if (options.gifters) query.whereIn('gifter', options.gifters)
  }
  // The gifter days at the edges and the month sums between (either may be absent, not both).
  const parts: ((query: DatabaseQueryBuilderContract) => void)[] = []
  if (edges.length) {
    parts.push((query) => {
      query
        .from('analytics_gifter_days')
        .select('gifter', 'diamonds', 'gifts')
        .where((where) => {
          for (const edge of edges) where.orWhere((day) => day.where('day', '>=', edge.from).where('day', '<', edge.to))
        })
      only(query)
    })
  }
  if (months) {
    parts.push((query) => {
      query
        .from('analytics_gifter_months')
        .select('gifter', 'diamonds', 'gifts')
        .where('month', '>=', months.from.slice(0, 7))
        .where('month', '<', months.to.slice(0, 7))
      only(query)
    })
  }
  const gifts = (query: DatabaseQueryBuilderContract) => {
    const [first, ...rest] = parts
    first(query)
    for (const part of rest) query.unionAll(part)
    return query.as('gifts')
  }
  const query = db
    .from(gifts)
    .select('gifter', db.raw('sum(diamonds) as diamonds'), db.raw('sum(gifts) as gifts'))
    .groupBy('gifter')
    .orderByRaw('sum(diamonds) desc, sum(gifts) desc, gifter asc')
  if (options.limit) query.limit(options.limit)
  const rows = await query
  return rows.map((row) => ({
    username: String(row.gifter),
    totalValue: Number(row.diamonds),
    giftCount: Number(row.gifts),
  }))
}

/** How many leaders (per list) Top Gifters reads at first, and at most before summing every gifter. */
const FIRST_CANDIDATES = 128
const MAX_CANDIDATES = 8192

/** Top Gifters' candidates, and a bound on any other gifter's diamonds over the span (`everyone`: none). */
interface Leaders {
  gifters: string[]
  bound: number
  everyone: boolean
}

/** The `count` gifters of the most diamonds of all time: any span's sum is at most that total. */
async function allTimeLeaders(count: number): Promise<Leaders> {
  const rows = await db
    .from('analytics_gifter_totals')
    .select('gifter', 'diamonds')
    .orderBy('diamonds', 'desc')
    .limit(count)
  const everyone = rows.length < count
  return {
    gifters: rows.map((row) => String(row.gifter)),
    bound: everyone ? 0 : Number(rows[rows.length - 1].diamonds),
    everyone,
  }
}

/**
 * The `count` gifters of the most diamonds of each month the span touches, over all creators
 * (`analytics_gifter_platform_months`: never below the true month sums, above them after a creator
 * is deleted). A gifter outside a month's leaders gave at most its count-th leader's diamonds that
 * month (all are leaders when the month has fewer), so over the span at most the sum over the months.
 */
async function monthLeaders(span: DaySpan, count: number): Promise<Leaders> {
  const gifters = new Set<string>()
  let bound = 0
  let everyone = true
  for (let month = monthStart(span.from); month < span.to; month = nextMonthStart(month)) {
    const rows = await db
      .from('analytics_gifter_platform_months')
      .select('gifter', 'diamonds')
      .where('month', month.slice(0, 7))
      .orderBy('diamonds', 'desc')
      .limit(count)
    for (const row of rows) gifters.add(String(row.gifter))
    if (rows.length === count) {
      everyone = false
      bound += Number(rows[rows.length - 1].diamonds)
    }
  }
  return { gifters: [...gifters], bound, everyone }
}

/**
 * The gifters who gave the most diamonds over the span (ties: more gifts, then by name): the
 * month sums of the months it covers whole, plus the gifter days at its edges.
 *
 * Over all creators, exactly and without summing every gifter of the span: sum the span for K
 * candidates only, who come with a bound on everyone else's diamonds over the span; when the
 * `limit`-th best candidate has strictly more, no one else can enter. Otherwise K grows. A span
 * with a whole month takes the K all-time leaders (`analytics_gifter_totals`); one without (a week,
 * 30 days) lies within two months and takes the K leaders of each (monthLeaders).
 */
export async function topGifters(span: DaySpan, limit: number, firstCandidates = FIRST_CANDIDATES) {
  if (span.creatorIds) return rankedGifters(span, { limit })
  const wholeMonths = !!splitMonths(span.from, span.to).months
  for (let candidates = firstCandidates; candidates <= MAX_CANDIDATES; candidates *= 4) {
    const leaders = wholeMonths ? await allTimeLeaders(candidates) : await monthLeaders(span, candidates)
    const ranked = await rankedGifters(span, { gifters: leaders.gifters })
    if (leaders.everyone || (ranked.length >= limit && ranked[limit - 1].totalValue > leaders.bound)) {
      return ranked.slice(0, limit)
    }
  }
  return rankedGifters(span, { limit })
}

/** A creator's first day with recorded activity, or null. */
export async function firstActiveDay(creatorId: number): Promise<string | null> {
  const row = await db.from('analytics_creator_days').where('creator_id', creatorId).min('day as first').first()
  return row?.first ? String(row.first) : null
}

/** The figures of now (rosters, held units, live) of these creators, from every source. */
export async function currentFigures(creatorIds: number[]) {
  const result = new Map<number, Record<CurrentFigure, number>>(
    creatorIds.map((id) => [id, { totalPlayers: 0, totalModerators: 0, activePowerups: 0, isLive: 0 }])
  )
  if (!creatorIds.length) return result
  const sources = await activitySources()
  const parts = await Promise.all(sources.map((source) => source.current?.(creatorIds)))
  for (const part of parts) {
    for (const [creatorId, figures] of part ?? []) Object.assign(result.get(creatorId) ?? {}, figures)
  }
  return result
}

/** Distinct people of one creator over [from, to) (not the sum of the days), from every source. */
export async function distinctFigures(creatorId: number, from: Date, to: Date) {
  const result: Record<DistinctFigure, number> = { activePlayers: 0, chatters: 0, activeModerators: 0 }
  const sources = await activitySources()
  const parts = await Promise.all(sources.map((source) => source.distinct?.(creatorId, from, to)))
  for (const part of parts) Object.assign(result, part ?? {})
  return result
}

/** Each creator's latest activity as the admin's creator list shows it (the latest any module knows). */
export async function lastActivity(creatorIds: number[]) {
  const result = new Map<number, Date>()
  if (!creatorIds.length) return result
  const providers = await Promise.all(contributionsTo(CREATOR_SUMMARY).map(async (load) => (await load()).default))
  for (const summary of await Promise.all(providers.map((provide) => provide(creatorIds, ['lastActivity'])))) {
    for (const [creatorId, { lastActivity: at }] of summary) {
      const known = result.get(creatorId)
      if (at && (!known || at > known)) result.set(creatorId, at)
    }
  }
  return result
}
