import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dbNow, dbTimestamp } from '#core/database/time'

/**
 * Gifts a module stored in one transaction, summed per creator, UTC day and gifter (null: a gifter
 * the platform did not name), for addRecordedGifts.
 */
export interface RecordedGifts {
  creatorId: number
  day: string
  gifter: string | null
  gifts: number
  diamonds: number
}

/**
 * Chat a module counted in one transaction, for a creator and UTC day: messages, and senders counted
 * for the first time that day (chatters gained), for addRecordedChat (rows of one day are summed).
 */
export interface RecordedChat {
  creatorId: number
  day: string
  messages: number
  chatters: number
}

/** Rows per upsert statement (SQLite caps the bound values of one statement). */
const UPSERT_CHUNK = 400

/** Columns added to, by name. */
type Sums = Record<string, number>

/** A row's place in the one order every writer locks rollup rows in: numbers by value, then text. */
const orderKey = (key: Record<string, unknown>) =>
  Object.values(key)
    .map((value) => (typeof value === 'number' ? String(value).padStart(15, '0') : String(value)))
    .join('\u0000')

/** `rows` summed per key, in key order: every writer locks rows in the same order (no deadlock). */
function sumBy<K extends Record<string, unknown>>(rows: { key: K; sums: Sums }[]) {
  const byKey = new Map<string, { key: K; sums: Sums }>()
  for (const { key, sums } of rows) {
    const id = orderKey(key)
    const entry = byKey.get(id)
    if (!entry) byKey.set(id, { key, sums: { ...sums } })
    else for (const [column, value] of Object.entries(sums)) entry.sums[column] += value
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry)
}

/** Adds the `sums` columns to the rows of `table` keyed by `conflict`, creating missing ones. */
async function addTo(
  trx: TransactionClientContract,
  table: string,
  conflict: string[],
  rows: { key: Record<string, unknown>; sums: Sums }[],
  extra: Record<string, unknown> = {}
) {
  const summed = sumBy(rows)
  if (!summed.length) return
  const added = Object.keys(summed[0].sums)
  for (let start = 0; start < summed.length; start += UPSERT_CHUNK) {
    await trx
      .knexQuery()
      .table(table)
      .insert(summed.slice(start, start + UPSERT_CHUNK).map(({ key, sums }) => ({ ...key, ...sums, ...extra })))
      .onConflict(conflict)
      .merge({
        ...Object.fromEntries(
          added.map((column) => [column, trx.knexRawQuery(`${table}.${column} + excluded.${column}`)])
        ),
        ...Object.fromEntries(Object.keys(extra).map((column) => [column, trx.knexRawQuery(`excluded.${column}`)])),
      })
  }
}

/**
 * Adds recorded gifts to the rollups in the transaction that stored them: the creator's day
 * (gifts, diamonds), and for named gifters their day, month (per creator and over all creators)
 * and all-time totals. Creator days first, then the gifter tables, each in key order: a flush or a
 * rebuild that locks a creator's day waits for these additions, and two writers never wait on each
 * other's rows crosswise.
 */
export async function addRecordedGifts(trx: TransactionClientContract, recorded: RecordedGifts[]) {
  const updatedAt = dbTimestamp(dbNow())
  const sums = (row: RecordedGifts): Sums => ({ gifts: row.gifts, diamonds: row.diamonds })
  await addTo(
    trx,
    'analytics_creator_days',
    ['creator_id', 'day'],
    recorded.map((row) => ({ key: { creator_id: row.creatorId, day: row.day }, sums: sums(row) })),
    { updated_at: updatedAt }
  )
  const named = recorded.filter((row): row is RecordedGifts & { gifter: string } => row.gifter !== null)
  await addTo(
    trx,
    'analytics_gifter_days',
    ['creator_id', 'day', 'gifter'],
    named.map((row) => ({ key: { creator_id: row.creatorId, day: row.day, gifter: row.gifter }, sums: sums(row) }))
  )
  await addTo(
    trx,
    'analytics_gifter_months',
    ['creator_id', 'month', 'gifter'],
    named.map((row) => ({
      key: { creator_id: row.creatorId, month: row.day.slice(0, 7), gifter: row.gifter },
      sums: sums(row),
    }))
  )
  await addTo(
    trx,
    'analytics_gifter_platform_months',
    ['month', 'gifter'],
    named.map((row) => ({ key: { month: row.day.slice(0, 7), gifter: row.gifter }, sums: sums(row) }))
  )
  await addTo(
    trx,
    'analytics_gifter_totals',
    ['gifter'],
    named.map((row) => ({ key: { gifter: row.gifter }, sums: sums(row) }))
  )
}

/**
 * Adds counted chat to the creators' days (chat messages, chatters) in the transaction that
 * counted it; a rebuild counts the same figures from the module's tallies.
 */
export async function addRecordedChat(trx: TransactionClientContract, recorded: RecordedChat[]) {
  await addTo(
    trx,
    'analytics_creator_days',
    ['creator_id', 'day'],
    recorded.map((row) => ({
      key: { creator_id: row.creatorId, day: row.day },
      sums: { chat_messages: row.messages, chatters: row.chatters },
    })),
    { updated_at: dbTimestamp(dbNow()) }
  )
}
