import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { contributionsTo } from '#core/module_loader'
import { dbNow, dbTimestamp } from '#core/database/time'
import { errorCountsByDay, type ErrorCategory } from '#core/monitoring/error_log'
import {
  ACTIVITY_FIGURES,
  type ActivityFigureSource,
  type AdditiveFigure,
  type CreatorDayFigures,
  type DayFigure,
  type FigureRange,
  type GifterDayFigures,
  type PowerupTypeDayFigures,
  RECORDED_FIGURES,
} from '#core/activity_figures'
import { DAY_FIGURES, emptyFigures, figureColumn, type DayFigures } from './figure_columns.js'
import { addDays, dayStart, monthStart, nextMonthStart } from './days.js'

/** The kernel's error categories as rollup figures. */
const ERROR_FIGURES: Record<ErrorCategory, AdditiveFigure> = {
  system: 'systemErrors',
  live_kiosk: 'liveKioskErrors',
  external_api: 'apiErrors',
  tiktok: 'tiktokErrors',
}

/** Rows per insert statement (SQLite caps the bound values of one statement). */
const INSERT_CHUNK = 400

/** Every enabled module's figure source (ACTIVITY_FIGURES contributions). */
export async function activitySources(): Promise<ActivityFigureSource[]> {
  return Promise.all(contributionsTo(ACTIVITY_FIGURES).map(async (load) => (await load()).default))
}

interface ComputedDays {
  days: Map<string, { creatorId: number; day: string; figures: DayFigures }>
  gifters: GifterDayFigures[]
  types: PowerupTypeDayFigures[]
}

const pairKey = (creatorId: number, day: string) => `${creatorId}:${day}`

/** Adds a source's day rows to the merged figures. */
function addDayRows(computed: ComputedDays, rows: CreatorDayFigures[]) {
  for (const row of rows) {
    const key = pairKey(row.creatorId, row.day)
    let entry = computed.days.get(key)
    if (!entry) computed.days.set(key, (entry = { creatorId: row.creatorId, day: row.day, figures: emptyFigures() }))
    for (const [figure, value] of Object.entries(row.figures)) entry.figures[figure as DayFigure] += value ?? 0
  }
}

/**
 * Every source's figures over a range of whole days, merged per creator and day, but the recorded
 * ones (gifts and Top Gifters, see readRecorded).
 */
async function computeRange(range: FigureRange): Promise<ComputedDays> {
  const sources = await activitySources()
  const [daily, types, errors] = await Promise.all([
    Promise.all(sources.map((source) => source.daily?.(range) ?? [])),
    Promise.all(sources.map((source) => source.powerupTypes?.(range) ?? [])),
    errorCountsByDay(range),
  ])
  const computed: ComputedDays = { days: new Map(), gifters: [], types: types.flat() }
  addDayRows(computed, daily.flat())
  addDayRows(
    computed,
    errors.map((row) => ({
      creatorId: row.creatorId,
      day: row.day,
      figures: { [ERROR_FIGURES[row.category]]: row.count },
    }))
  )
  return computed
}

/**
 * Adds the recorded figures of the range to `computed`, read through the rebuild's transaction
 * once it holds the rollups: a gift batch is either in them or adds itself after the rebuild.
 */
async function readRecorded(computed: ComputedDays, range: FigureRange, trx: TransactionClientContract) {
  // One after the other: a transaction is one connection.
  for (const source of await activitySources()) {
    if (source.recordedDaily) addDayRows(computed, await source.recordedDaily(range, trx))
    // Row by row: a busy week's gifter-days outnumber what a spread may pass (~125,000 arguments).
    if (source.gifters) for (const row of await source.gifters(range, trx)) computed.gifters.push(row)
  }
}

const hasActivity = (figures: DayFigures) => DAY_FIGURES.some((figure) => figures[figure] !== 0)

/** The figures a flush writes: all but the recorded ones, which their modules add as they store them. */
const FLUSHED_FIGURES = DAY_FIGURES.filter((figure) => !RECORDED_FIGURES.includes(figure))

/** `items` cut into pieces of INSERT_CHUNK. */
function chunked<T>(items: T[]): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += INSERT_CHUNK) chunks.push(items.slice(start, start + INSERT_CHUNK))
  return chunks
}

async function insertChunked(trx: TransactionClientContract, table: string, rows: Record<string, unknown>[]) {
  for (const chunk of chunked(rows)) await trx.table(table).multiInsert(chunk)
}

/**
 * On PostgreSQL, makes the transaction the only writer of the rollups until it ends: every gift
 * addition (addRecordedGifts) and every flush writes `analytics_creator_days` first, so they wait,
 * and figures read after this include everything committed before. SQLite has one writer anyway.
 */
async function excludeRollupWriters(trx: TransactionClientContract) {
  if (db.primaryConnectionName === 'pg') {
    await trx.rawQuery('lock table analytics_creator_days in share row exclusive mode')
  }
}

const powerupTypeRows = (computed: ComputedDays) =>
  computed.types
    .filter((row) => row.granted !== 0 || row.used !== 0)
    .map((row) => ({ creator_id: row.creatorId, day: row.day, type: row.type, granted: row.granted, used: row.used }))

/** Sums a month of gifter days into `analytics_gifter_months` again (of some creators, or all). */
async function refreshGifterMonth(trx: TransactionClientContract, day: string, creatorIds?: number[]) {
  const from = monthStart(day)
  const month = from.slice(0, 7)
  const stale = trx.from('analytics_gifter_months').where('month', month)
  const sums = trx
    .from('analytics_gifter_days')
    .where('day', '>=', from)
    .where('day', '<', nextMonthStart(from))
    .select(
      'creator_id',
      trx.raw('cast(? as varchar(7))', [month]),
      'gifter',
      trx.raw('sum(diamonds)'),
      trx.raw('sum(gifts)')
    )
    .groupBy('creator_id', 'gifter')
  if (creatorIds) {
    stale.whereIn('creator_id', creatorIds)
    sums.whereIn('creator_id', creatorIds)
  }
  await stale.delete()
  const select = sums.toSQL()
  await trx.rawQuery(
    `insert into analytics_gifter_months (creator_id, month, gifter, diamonds, gifts) ${select.sql}`,
    select.bindings as any[]
  )
}

/** Sums a month's rows into `analytics_gifter_platform_months` again (over all creators). */
async function refreshPlatformMonth(trx: TransactionClientContract, day: string) {
  const month = day.slice(0, 7)
  await trx.from('analytics_gifter_platform_months').where('month', month).delete()
  await trx.rawQuery(
    `insert into analytics_gifter_platform_months (month, gifter, diamonds, gifts)
     select month, gifter, sum(diamonds), sum(gifts) from analytics_gifter_months where month = ?
     group by month, gifter`,
    [month]
  )
}

/** Sums the month rows into `analytics_gifter_totals` again, for every gifter. */
async function refreshGifterTotals(trx: TransactionClientContract) {
  await trx.from('analytics_gifter_totals').delete()
  await trx.rawQuery(
    `insert into analytics_gifter_totals (gifter, diamonds, gifts)
     select gifter, sum(diamonds), sum(gifts) from analytics_gifter_months group by gifter`
  )
}

/**
 * Rebuilds the rows of the day tables that `clear` selects from the figures of `range`, in one
 * transaction: a creator-day without activity has no row, so flushing a day and rebuilding it give
 * identical rows. The transaction first takes the rollups (gift batches wait, then add their gifts
 * to the rebuilt rows), then reads the recorded figures; on PostgreSQL the others too, SQLite's one
 * connection reads them before (a flush sets them again anyway).
 */
async function rebuildDays(range: FigureRange, clear: (query: any) => void) {
  let computed = db.primaryConnectionName === 'pg' ? null : await computeRange(range)
  const updatedAt = dbTimestamp(dbNow())
  return db.transaction(async (trx) => {
    await excludeRollupWriters(trx)
    for (const table of ['analytics_creator_days', 'analytics_gifter_days', 'analytics_powerup_type_days']) {
      await trx.from(table).where(clear).delete()
    }
    computed ??= await computeRange(range)
    await readRecorded(computed, range, trx)
    await insertChunked(
      trx,
      'analytics_creator_days',
      [...computed.days.values()]
        .filter((entry) => hasActivity(entry.figures))
        .map((entry) => ({
          creator_id: entry.creatorId,
          day: entry.day,
          ...Object.fromEntries(DAY_FIGURES.map((figure) => [figureColumn(figure), entry.figures[figure]])),
          updated_at: updatedAt,
        }))
    )
    await insertChunked(
      trx,
      'analytics_gifter_days',
      computed.gifters
        .filter((row) => row.gifts !== 0 || row.diamonds !== 0)
        .map((row) => ({
          creator_id: row.creatorId,
          day: row.day,
          gifter: row.gifter,
          diamonds: row.diamonds,
          gifts: row.gifts,
        }))
    )
    await insertChunked(trx, 'analytics_powerup_type_days', powerupTypeRows(computed))
    return computed.days.size
  })
}

/** Every figure of some creators' day (ComputedDays). */
export const computeDay = (day: string, creatorIds: number[]) =>
  computeRange({ from: dayStart(day), to: dayStart(addDays(day, 1)), creatorIds })

export type DayComputation = Awaited<ReturnType<typeof computeDay>>

/**
 * Writes some creators' day in `trx`: every figure but the recorded ones (their modules add those
 * as they store them) from `computed` (computed now when not given), and its Powerup Usage by type.
 * The creators' day rows are taken first: on PostgreSQL the figures are read after that, so of two
 * transactions writing the same day the later one writes figures that include everything the
 * earlier one saw. SQLite's one connection computes before the transaction (`computed`).
 */
export async function writeDay(
  trx: TransactionClientContract,
  day: string,
  creatorIds: number[],
  computed?: DayComputation
) {
  const updatedAt = dbTimestamp(dbNow())
  const ids = [...creatorIds].sort((a, b) => a - b)
  await trx
    .knexQuery()
    .table('analytics_creator_days')
    .insert(ids.map((creatorId) => ({ creator_id: creatorId, day, updated_at: updatedAt })))
    .onConflict(['creator_id', 'day'])
    .merge(['updated_at'])
  computed ??= await computeDay(day, ids)
  const rows = ids.map((creatorId) => {
    const figures = computed!.days.get(pairKey(creatorId, day))?.figures ?? emptyFigures()
    return {
      creator_id: creatorId,
      day,
      ...Object.fromEntries(FLUSHED_FIGURES.map((figure) => [figureColumn(figure), figures[figure]])),
      updated_at: updatedAt,
    }
  })
  for (const chunk of chunked(rows)) {
    await trx
      .knexQuery()
      .table('analytics_creator_days')
      .insert(chunk)
      .onConflict(['creator_id', 'day'])
      .merge([...FLUSHED_FIGURES.map(figureColumn), 'updated_at'])
  }
  // A day left without any activity has no row, as after a rebuild.
  const idle = trx.from('analytics_creator_days').where('day', day).whereIn('creator_id', ids)
  for (const figure of DAY_FIGURES) idle.where(figureColumn(figure), 0)
  await idle.delete()
  await trx.from('analytics_powerup_type_days').where('day', day).whereIn('creator_id', ids).delete()
  await insertChunked(trx, 'analytics_powerup_type_days', powerupTypeRows(computed))
}

/** Writes some creators' day (writeDay) in a transaction of its own. */
export async function flushDay(day: string, creatorIds: number[]) {
  const computed = db.primaryConnectionName === 'pg' ? undefined : await computeDay(day, creatorIds)
  await db.transaction((trx) => writeDay(trx, day, creatorIds, computed))
}

/**
 * Rebuilds the rollups of [from, to) (UTC days), optionally of one creator, `batchDays` days per
 * transaction (`progress` hears each), then the month sums of the months it touched (per creator,
 * then over all creators) and the all-time totals.
 */
export async function rebuildRollups(
  options: { from: string; to: string; creatorId?: number; batchDays?: number },
  progress: (done: { from: string; to: string; rows: number }) => void = () => {}
) {
  const batchDays = options.batchDays ?? 7
  const creatorIds = options.creatorId ? [options.creatorId] : undefined
  let rows = 0
  for (let from = options.from; from < options.to; from = addDays(from, batchDays)) {
    const next = addDays(from, batchDays)
    const to = next < options.to ? next : options.to
    rows += await rebuildDays({ from: dayStart(from), to: dayStart(to), creatorIds }, (query) => {
      query.where('day', '>=', from).where('day', '<', to)
      if (creatorIds) query.whereIn('creator_id', creatorIds)
    })
    progress({ from, to, rows })
  }
  for (let month = monthStart(options.from); month < options.to; month = nextMonthStart(month)) {
    await db.transaction(async (trx) => {
      await excludeRollupWriters(trx)
      await refreshGifterMonth(trx, month, creatorIds)
      await refreshPlatformMonth(trx, month)
    })
  }
  await db.transaction(async (trx) => {
    await excludeRollupWriters(trx)
    await refreshGifterTotals(trx)
  })
  return { rows }
}
