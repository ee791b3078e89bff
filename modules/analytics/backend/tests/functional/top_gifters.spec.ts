import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { storedTimestamp } from '#core/database/days'
import { dbTimestamp } from '#core/database/time'
import { makeCreator } from '#tests/helpers/accounts'
import { GiftBatcher, giftAt } from '#modules/live/backend/tests/helpers'
import { addDays, dayStart, lastDays, monthStart } from '../../services/days.js'
import { rebuildRollups } from '../../services/rollups.js'
import { topGifters, type DaySpan } from '../../services/rollup_reader.js'

const today = lastDays(1).from
const platformMonths = async () =>
  (await db.from('analytics_gifter_platform_months').orderBy(['month', 'gifter'])).map((row) => ({
    month: String(row.month),
    gifter: String(row.gifter),
    diamonds: Number(row.diamonds),
    gifts: Number(row.gifts),
  }))
const day = (offset: number) => addDays(today, offset)
const at = (offset: number, time = '12:00:00') => DateTime.fromISO(`${day(offset)}T${time}Z`)
/** The first days of this month and of the month before. */
const thisMonth = monthStart(today)
const lastMonth = monthStart(addDays(thisMonth, -1))

/**
 * Top Gifters by brute force: every named gift of the span summed per gifter, straight from
 * live_gifts (the platform's anonymous 'unknown' names no one).
 */
async function bruteForce(span: DaySpan, limit: number) {
  const query = db
    .from('live_gifts')
    .whereNotNull('gifter_username')
    .whereRaw("lower(gifter_username) <> 'unknown'")
    .where('received_at', '>=', storedTimestamp(dayStart(span.from)))
    .where('received_at', '<', storedTimestamp(dayStart(span.to)))
    .select('gifter_username', db.raw('sum(diamond_value) as diamonds'), db.raw('sum(gift_count) as gifts'))
    .groupBy('gifter_username')
    .orderByRaw('sum(diamond_value) desc, sum(gift_count) desc, gifter_username asc')
    .limit(limit)
  if (span.creatorIds) query.whereIn('creator_id', span.creatorIds)
  const rows = await query
  return rows.map((row) => ({
    username: String(row.gifter_username),
    totalValue: Number(row.diamonds),
    giftCount: Number(row.gifts),
  }))
}

/**
 * Three creators, 30 gifters giving pseudo-random gifts over the last 75 days (a fixed LCG), a
 * whale whose all-time total comes from long ago, and exact ties on diamonds (then on gifts).
 */
async function seed() {
  const creators = await Promise.all(
    ['one', 'two', 'three'].map(async (name) => (await makeCreator({ email: `top-${name}@example.com` })).user)
  )
  let state = 12
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return (state >>> 16) % below
  }
  for (let index = 0; index < 180; index++) {
    const count = 1 + next(3)
    const when = at(-next(76), `${String(next(24)).padStart(2, '0')}:00:00`)
    await giftAt(creators[next(3)].id, `fan${next(30)}`, count, count * [1, 5, 10, 50][next(4)], when)
  }
  await giftAt(creators[0].id, 'oldwhale', 1, 100_000, at(-74))
  await giftAt(creators[1].id, 'oldwhale', 1, 1, at(-1))
  // Ties over the last 7 days: tie-a and tie-b 900 diamonds in 9 gifts (by name), tie-c 900 in 3.
  await giftAt(creators[0].id, 'tie-b', 9, 900, at(-2))
  await giftAt(creators[1].id, 'tie-a', 4, 400, at(-3))
  await giftAt(creators[2].id, 'tie-a', 5, 500, at(0, '00:00:00'))
  await giftAt(creators[2].id, 'tie-c', 3, 900, at(-6, '00:00:00'))
  await giftAt(creators[0].id, null, 1, 5_000, at(-1))
  await giftAt(creators[1].id, 'unknown', 1, 50_000, at(-1))
  await rebuildRollups({ from: day(-80), to: day(1) })
  return creators
}

test.group('Analytics: Top Gifters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('equal a brute force sum of the gifts for every span, limit and creator filter', async ({ assert }) => {
    const creators = await seed()
    const spans: DaySpan[] = [
      { from: day(-6), to: day(1) },
      { from: day(-29), to: day(1) },
      { from: day(-79), to: day(1) },
      { from: monthStart(day(-40)), to: monthStart(day(0)) },
      { from: day(-73), to: day(-30) },
      // Without a whole month: across a month's start, and inside one month.
      { from: addDays(thisMonth, -12), to: addDays(thisMonth, 3) },
      { from: addDays(lastMonth, -20), to: addDays(lastMonth, 9) },
      { from: addDays(lastMonth, 2), to: addDays(lastMonth, 20) },
      { from: lastMonth, to: addDays(lastMonth, 1) },
    ]
    for (const span of spans) {
      for (const creatorIds of [undefined, [creators[0].id], [creators[1].id, creators[2].id]]) {
        for (const limit of [1, 3, 10]) {
          const expected = await bruteForce({ ...span, creatorIds }, limit)
          // From 1 leader up (every growth step) and from the default.
          assert.deepEqual(await topGifters({ ...span, creatorIds }, limit, 1), expected)
          assert.deepEqual(await topGifters({ ...span, creatorIds }, limit), expected)
        }
      }
    }
    const week = await topGifters({ from: day(-6), to: day(1) }, 3, 1)
    assert.notInclude(
      week.map((row) => row.username),
      'unknown'
    )
    assert.deepEqual(week.slice(0, 3), [
      { username: 'tie-a', totalValue: 900, giftCount: 9 },
      { username: 'tie-b', totalValue: 900, giftCount: 9 },
      { username: 'tie-c', totalValue: 900, giftCount: 3 },
    ])
  })

  test('a rebuild takes a day of more gifter-days than a spread may pass', async ({ assert }) => {
    const creator = (await makeCreator({ email: 'top-busy@example.com' })).user
    // 150,000 gifts of as many gifters in one day (issue 30: 30M gifts a year crashed the rebuild):
    // one stored gift, copied with another gifter and message id.
    const gifters = 150_000
    const template = await giftAt(creator.id, 'busy0', 1, 1, at(-1))
    await db.rawQuery(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into live_gifts (creator_id, msg_id, gifter_username, gift_name, gift_count, diamond_value, received_at)
       select creator_id, 'busy-' || i, 'busy' || i, gift_name, gift_count, diamond_value, received_at
         from live_gifts, n where live_gifts.id = ?`,
      [gifters - 1, template.id]
    )
    await rebuildRollups({ from: day(-1), to: day(0) })
    const [{ rows }] = await db.from('analytics_gifter_days').where('creator_id', creator.id).count('* as rows')
    assert.equal(Number(rows), gifters)
  })

  test('all-time totals follow the gifts as they are stored, as a rebuild writes them', async ({ assert }) => {
    const creators = await seed()
    const totals = async () =>
      (await db.from('analytics_gifter_totals').orderBy('gifter')).map((row) => ({
        gifter: String(row.gifter),
        diamonds: Number(row.diamonds),
        gifts: Number(row.gifts),
      }))
    const rebuilt = await totals()
    assert.deepInclude(rebuilt, { gifter: 'oldwhale', diamonds: 100_001, gifts: 2 })
    assert.deepInclude(await platformMonths(), {
      month: day(-74).slice(0, 7),
      gifter: 'oldwhale',
      diamonds: 100_000,
      gifts: 1,
    })

    // Gifts of today stored through the gift ingest: its batch adds them to the rollups.
    const ingest = new GiftBatcher(() => undefined)
    const ingested = async (msgId: string, gifter: string, count: number, diamonds: number) => {
      const { outcome } = await ingest.submit(
        {
          creator_id: creators[2].id,
          msg_id: msgId,
          gifter_username: gifter,
          gifter_display_name: null,
          gift_name: 'Lion',
          gift_count: count,
          diamond_value: diamonds,
          received_at: dbTimestamp(at(0)),
        },
        at(0).toUTC().toISO()!
      )
      assert.equal(outcome, 'credited')
    }
    // A new leader.
    await ingested('newcomer-1', 'newcomer', 2, 250_000)
    assert.deepInclude(await totals(), { gifter: 'newcomer', diamonds: 250_000, gifts: 2 })
    assert.deepInclude(await platformMonths(), {
      month: today.slice(0, 7),
      gifter: 'newcomer',
      diamonds: 250_000,
      gifts: 2,
    })
    // The anonymous gifter's gifts count in the day's gifts, never as a gifter.
    await ingested('anonymous-1', 'Unknown', 1, 900_000)
    assert.notInclude(
      (await totals()).map((row) => row.gifter.toLowerCase()),
      'unknown'
    )
    // tie-b's gifts gone from the tables: rebuilding their day takes them out of every sum.
    await db.from('live_gifts').where('gifter_username', 'tie-b').delete()
    await rebuildRollups({ from: day(-2), to: day(-1) })
    const updated = { totals: await totals(), months: await platformMonths() }
    await rebuildRollups({ from: day(-80), to: day(1) })
    assert.deepEqual(updated, { totals: await totals(), months: await platformMonths() })
    assert.deepEqual(
      (await topGifters({ from: day(-6), to: day(1) }, 2, 1)).map((row) => row.username),
      ['newcomer', 'tie-a']
    )
  })

  test('a span without a whole month: exact when month leaders tie, and after a creator is deleted', async ({
    assert,
  }) => {
    const creators = await seed()
    // Ties on the month leaders' diamonds: the one candidate of K = 1 does not beat the bound, K grows.
    for (const [gifter, count] of [
      ['even-a', 1],
      ['even-b', 3],
      ['even-c', 2],
    ] as const) {
      await giftAt(creators[2].id, gifter, count, 700_000, DateTime.fromISO(`${addDays(lastMonth, 4)}T08:00:00Z`))
    }
    await giftAt(creators[0].id, 'gonewhale', 1, 1_000_000, at(-3))
    await rebuildRollups({ from: day(-80), to: day(1) })
    const spans: DaySpan[] = [
      { from: day(-6), to: day(1) },
      { from: day(-29), to: day(1) },
      { from: addDays(lastMonth, 2), to: addDays(lastMonth, 12) },
      { from: addDays(thisMonth, -25), to: addDays(thisMonth, 2) },
    ]
    const exact = async () => {
      for (const span of spans) {
        for (const limit of [1, 2, 10]) {
          const expected = await bruteForce(span, limit)
          assert.deepEqual(await topGifters(span, limit, 1), expected)
          assert.deepEqual(await topGifters(span, limit), expected)
        }
      }
    }
    await exact()
    assert.deepEqual(
      (await topGifters({ from: addDays(lastMonth, 2), to: addDays(lastMonth, 12) }, 2, 1)).map((row) => row.username),
      ['even-b', 'even-c']
    )
    assert.equal((await topGifters({ from: day(-6), to: day(1) }, 1, 1))[0].username, 'gonewhale')

    // The creator's rollups go with them, not the platform's month sums: a bound that stays high.
    const before = await platformMonths()
    await creators[0].delete()
    assert.deepEqual(await platformMonths(), before)
    const truth = await db
      .from('analytics_gifter_months')
      .select('month', 'gifter', db.raw('sum(diamonds) as diamonds'))
      .groupBy('month', 'gifter')
    const bounds = new Map(before.map((row) => [`${row.month}:${row.gifter}`, row.diamonds]))
    for (const row of truth) {
      assert.isAtLeast(bounds.get(`${row.month}:${row.gifter}`) ?? -1, Number(row.diamonds))
    }
    await exact()
    assert.notInclude(
      (await topGifters({ from: day(-6), to: day(1) }, 10, 1)).map((row) => row.username),
      'gonewhale'
    )
  })
})
