import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { recordError } from '#core/monitoring/error_log'
import { AUTH_EVENTS } from '#core/shared/audit_events'
import { PlayerFactory } from '#modules/players/backend/tests/helpers'
import { PowerupHoldingFactory, PowerupUseFactory } from '#modules/powerups/backend/tests/helpers'
import { AuditEntryFactory } from '#modules/audit/backend/tests/helpers'
import { profileFor } from '#modules/moderators/backend/tests/helpers'
import { giftAt } from '#modules/live/backend/tests/helpers'
import { addDays, lastDays } from '../../services/days.js'
import { rebuildRollups } from '../../services/rollups.js'
import { applyActivity } from '../../services/activity_consumer.js'
import { recordActivity } from '#core/activity'

/** Today and days before it (UTC), and instants on them: `at(-7, '23:59:59')`. */
const today = lastDays(1).from
const day = (offset: number) => addDays(today, offset)
const at = (offset: number, time = '00:00:00') => DateTime.fromISO(`${day(offset)}T${time}Z`)

/**
 * One seeded platform with known activity on day boundaries (see each figure's comment):
 * Alpha has players, grants, uses, moderators, audit entries and errors; Bravo one grant
 * yesterday; Charlie nothing.
 */
async function seed() {
  const alpha = (await makeCreator({ name: 'Alpha Streams', tiktokUsername: 'alphalive' })).user
  const { user: bravo, token: bravoToken } = await makeCreator({ name: 'Bravo', email: 'bravo-figures@example.com' })
  const charlie = (await makeCreator({ name: 'Charlie', isActive: false })).user

  // Players: p1 in the previous 7 days (its last second), p2 today at 00:00:00, p3 on the 7d range's first day.
  const p1 = await PlayerFactory.merge({ creatorId: alpha.id, createdAt: at(-7, '23:59:59') }).create()
  const p2 = await PlayerFactory.merge({ creatorId: alpha.id, createdAt: at(0) }).create()
  const p3 = await PlayerFactory.merge({ creatorId: alpha.id, createdAt: at(-6) }).create()
  const q1 = await PlayerFactory.merge({ creatorId: bravo.id, createdAt: at(-1, '10:00:00') }).create()

  const holding = (player: { id: number; creatorId: number }, type: string, units: number, created: DateTime) =>
    PowerupHoldingFactory.merge({
      creatorId: player.creatorId,
      playerId: player.id,
      type: type as never,
      count: units,
      originalCount: units,
      createdAt: created,
    }).create()
  // Grants (units): 3 before the 7d range, 2 today, 1 on the 7d first day, 4 on the 30d first day,
  // 5 one second before the 30d range (expired since); Bravo 2 yesterday.
  const h1 = await holding(p1, 'glove', 3, at(-7, '23:59:59'))
  const h2 = await holding(p2, 'mist', 2, at(0))
  await holding(p3, 'glove', 1, at(-6))
  await holding(p1, 'stun-hammer', 4, at(-29))
  const h5 = await holding(p1, 'glove', 5, at(-30, '23:59:59'))
  h5.merge({ expiresAt: DateTime.now().minus({ hours: 1 }) })
  await h5.save()
  await holding(q1, 'glove', 2, at(-1, '10:00:00'))
  // Uses: one glove of h1 on the 7d first day, one mist of h2 today (held units drop by one each).
  const used = (source: typeof h1, when: DateTime) =>
    PowerupUseFactory.merge({
      holdingId: source.id,
      playerId: source.playerId,
      creatorId: source.creatorId,
      type: source.type,
      usedAt: when,
    }).create()
  await used(h1, at(-6))
  await used(h2, at(0))
  for (const [row, count] of [
    [h1, 2],
    [h2, 1],
  ] as const) {
    row.merge({ count })
    await row.save()
  }

  // Moderators: one active, one deactivated (not counted); the active one acted twice and signed in once.
  const moderator = (await makeModerator(alpha)).user
  await profileFor(moderator).create()
  const retired = (await makeModerator(alpha)).user
  await profileFor(retired, { status: 'INACTIVE' }).create()
  const trail = (eventType: string, actor: { id: number; role: string; name: string }, created: DateTime) =>
    AuditEntryFactory.merge({
      eventType,
      actorType: actor.role as never,
      actorId: actor.id,
      actorName: actor.name,
      creatorId: alpha.id,
      createdAt: created,
    }).create()
  await trail('POWERUP_GRANTED', moderator, at(-2, '12:00:00'))
  await trail('POWERUP_USED', moderator, at(-2, '12:30:00'))
  await trail(AUTH_EVENTS.MODERATOR_LOGIN, moderator, at(-2, '11:00:00'))
  await trail(AUTH_EVENTS.USER_LOGIN, alpha, at(0))
  await trail(AUTH_EVENTS.USER_LOGIN, alpha, at(-7, '23:59:59'))

  // Gifts (count, diamonds): whale 5/500 today and 1/100 on the 7d first day, minnow 2/20 one second
  // before the 7d range and 1/50 on the 30d first day, an unnamed gifter 1/10 three days ago; Bravo
  // whale 3/300 yesterday.
  await giftAt(alpha.id, 'whale', 5, 500, at(0))
  await giftAt(alpha.id, 'whale', 1, 100, at(-6))
  await giftAt(alpha.id, 'minnow', 2, 20, at(-7, '23:59:59'))
  await giftAt(alpha.id, 'minnow', 1, 50, at(-29))
  await giftAt(alpha.id, null, 1, 10, at(-3, '18:00:00'))
  await giftAt(bravo.id, 'whale', 3, 300, at(-1, '10:00:00'))

  // Errors today: two kiosk refusals and one server error.
  await recordError('live_kiosk', 'Nothing to use', { creatorId: alpha.id, source: 'test' })
  await recordError('live_kiosk', 'Expired', { creatorId: alpha.id, source: 'test' })
  await recordError('system', 'Boom', { creatorId: alpha.id, source: 'test' })

  await rebuildRollups({ from: day(-31), to: day(1) })
  return { alpha, bravo, bravoToken, charlie }
}

const storedRollups = async () => ({
  days: await db.from('analytics_creator_days').orderBy(['creator_id', 'day']).exec(),
  types: await db.from('analytics_powerup_type_days').orderBy(['creator_id', 'day', 'type']).exec(),
  gifters: await db.from('analytics_gifter_days').orderBy(['creator_id', 'day', 'gifter']).exec(),
  gifterMonths: await db.from('analytics_gifter_months').orderBy(['creator_id', 'month', 'gifter']).exec(),
  gifterPlatformMonths: await db.from('analytics_gifter_platform_months').orderBy(['month', 'gifter']).exec(),
  gifterTotals: await db.from('analytics_gifter_totals').orderBy('gifter').exec(),
})
const withoutUpdatedAt = (rows: Record<string, unknown>[]) => rows.map(({ updated_at: _, ...row }) => row)

test.group('Analytics: GET /api/analytics and creator statistics', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('exact figures of seeded activity for every range, with filters', async ({ client, assert }) => {
    const { alpha, bravo, charlie } = await seed()
    const { token } = await makeAdmin()
    const analytics = async (query: Record<string, unknown> = {}) => {
      const response = await client.get('/api/analytics').qs(query).bearerToken(token)
      response.assertStatus(200)
      assert.isTrue(response.body().success)
      return response.body().data
    }

    const week = await analytics({ dateRange: '7d' })
    assert.equal(week.range, '7d')
    assert.equal(week.from, day(-6))
    assert.equal(week.to, today)
    assert.deepEqual(week.overview, {
      totalCreators: 3,
      activeCreators: 2,
      totalModerators: 1,
      totalPlayers: 4,
      totalPowerups: 5, // 2 today + 1 on the first day (Alpha), 2 yesterday (Bravo)
      totalGifts: 10,
      revenue: 910,
      growthRate: 4450, // 910 against minnow's 20 of the previous 7 days
    })
    assert.deepEqual(week.powerups.totalGranted, 5)
    assert.deepEqual(week.powerups.totalUsed, 2)
    assert.deepEqual(week.powerups.byType, [
      { type: 'glove', granted: 3, used: 1, utilization: 33.3 },
      { type: 'mist', granted: 2, used: 1, utilization: 50 },
      { type: 'time-maker', granted: 0, used: 0, utilization: 0 },
      { type: 'stun-hammer', granted: 0, used: 0, utilization: 0 },
      { type: 'no2-booster', granted: 0, used: 0, utilization: 0 },
      { type: 'no3-booster', granted: 0, used: 0, utilization: 0 },
    ])
    assert.deepEqual(week.gifts, {
      totalValue: 910,
      totalCount: 10,
      topGifters: [{ username: 'whale', totalValue: 900, giftCount: 9 }],
    })
    // By revenue: Alpha 610, Bravo 300, Charlie nothing.
    assert.deepEqual(
      week.creators.map((row: any) => [
        row.name,
        row.totalPlayers,
        row.totalModerators,
        row.totalPowerups,
        row.totalGifts,
        row.revenue,
        row.growthRate,
      ]),
      [
        ['Alpha Streams', 3, 1, 3, 7, 610, 2950],
        ['Bravo', 1, 0, 2, 3, 300, null],
        ['Charlie', 0, 0, 0, 0, 0, null],
      ]
    )
    assert.containsSubset(week.creators[0], {
      id: alpha.id,
      email: alpha.email,
      tiktokUsername: 'alphalive',
      isActive: true,
    })
    assert.equal(week.creators[2].isActive, false)
    // Trends: one point per day, oldest first; people counted per day.
    assert.deepEqual(week.trends, [
      { date: day(-6), creators: 1, moderators: 0, players: 2, powerups: 1, gifts: 1 },
      { date: day(-5), creators: 0, moderators: 0, players: 0, powerups: 0, gifts: 0 },
      { date: day(-4), creators: 0, moderators: 0, players: 0, powerups: 0, gifts: 0 },
      { date: day(-3), creators: 1, moderators: 0, players: 0, powerups: 0, gifts: 1 },
      { date: day(-2), creators: 1, moderators: 1, players: 0, powerups: 0, gifts: 0 },
      { date: day(-1), creators: 1, moderators: 0, players: 1, powerups: 2, gifts: 3 },
      { date: today, creators: 1, moderators: 0, players: 1, powerups: 2, gifts: 5 },
    ])

    // 30 days: the 3 units of the 7d range's eve and the 4 of the 30d first day join; default range.
    const month = await analytics()
    assert.equal(month.range, '30d')
    assert.equal(month.from, day(-29))
    assert.equal(month.overview.totalPowerups, 12)
    assert.deepEqual([month.overview.totalGifts, month.overview.revenue, month.overview.growthRate], [13, 980, null])
    assert.deepEqual(month.gifts.topGifters, [
      { username: 'whale', totalValue: 900, giftCount: 9 },
      { username: 'minnow', totalValue: 70, giftCount: 3 },
    ])
    assert.lengthOf(month.trends, 30)
    assert.deepEqual(
      month.powerups.byType.filter((row: any) => row.granted),
      [
        { type: 'glove', granted: 6, used: 1, utilization: 16.7 },
        { type: 'mist', granted: 2, used: 1, utilization: 50 },
        { type: 'stun-hammer', granted: 4, used: 0, utilization: 0 },
      ]
    )
    // 90 days and a year hold the 5 expired units too; a year has weekly points from Sunday.
    assert.equal((await analytics({ dateRange: '90d' })).overview.totalPowerups, 17)
    const year = await analytics({ dateRange: '1y' })
    assert.equal(year.from, day(-364))
    assert.equal(year.overview.totalPowerups, 17)
    // a year reads whole months' sums plus its edge days: the same gifters
    assert.deepEqual(year.gifts.topGifters, month.gifts.topGifters)
    assert.equal(
      year.trends.reduce((sum: number, point: any) => sum + point.powerups, 0),
      17
    )
    for (const point of year.trends.slice(1)) assert.equal(new Date(`${point.date}T00:00:00Z`).getUTCDay(), 0)
    assert.equal(year.trends[0].date <= year.from, true)
    assert.isAtMost(year.trends.length, 54)

    // Filters: one creator (every figure restricted), or a search on name, email or TikTok username.
    const onlyBravo = await analytics({ dateRange: '7d', creatorId: bravo.id })
    assert.deepEqual(
      [onlyBravo.overview.totalCreators, onlyBravo.overview.totalPowerups, onlyBravo.overview.totalPlayers],
      [1, 2, 1]
    )
    assert.deepEqual(onlyBravo.powerups.byType[0], { type: 'glove', granted: 2, used: 0, utilization: 0 })
    assert.equal(onlyBravo.trends.filter((point: any) => point.creators).length, 1)
    for (const [search, names] of [
      ['ALPHA', ['Alpha Streams']],
      ['bravo-figures@', ['Bravo']],
      ['alphal', ['Alpha Streams']],
      ['100%', []],
    ] as const) {
      const found = await analytics({ dateRange: '7d', search })
      assert.deepEqual(
        found.creators.map((row: any) => row.name),
        names,
        search
      )
      assert.equal(found.overview.totalCreators, names.length)
    }
    const alphaOnly = await analytics({ dateRange: '7d', search: 'alpha' })
    assert.equal(alphaOnly.overview.totalPowerups, 3)
    assert.deepEqual(alphaOnly.gifts.topGifters, [{ username: 'whale', totalValue: 600, giftCount: 6 }])
    assert.deepEqual(onlyBravo.gifts, {
      totalValue: 300,
      totalCount: 3,
      topGifters: [{ username: 'whale', totalValue: 300, giftCount: 3 }],
    })
    assert.equal((await analytics({ dateRange: '7d', creatorId: charlie.id })).overview.totalPowerups, 0)
  })

  test('creator statistics for every period: exact figures, health score, trends', async ({ client, assert }) => {
    const { alpha } = await seed()
    const { token } = await makeAdmin()
    const statistics = async (period?: string) => {
      const response = await client
        .get(`/api/admin/creators/${alpha.id}/statistics`)
        .qs(period ? { period } : {})
        .bearerToken(token)
      response.assertStatus(200)
      assert.isTrue(response.body().success)
      assert.deepEqual(response.body().creator, {
        id: alpha.id,
        name: 'Alpha Streams',
        email: alpha.email,
        tiktokUsername: 'alphalive',
      })
      return response.body().data
    }

    const week = await statistics('week')
    assert.deepEqual([week.period, week.from, week.to], ['week', day(-6), today])
    assert.containsSubset(week.summary, {
      isCurrentlyLive: false,
      // activity 4 of 7 days (40 × 4/7), no live week, errors 3 of 3 + 12 operations (30 × 12/15): 46.9
      healthScore: 47,
      totalValue: 610,
      totalPlayers: 3,
      totalHours: 0,
      totalModerators: 1,
      growthRate: 2950,
    })
    assert.deepEqual(week.powerupAnalytics, { totalGranted: 3, totalUsed: 2, activePowerups: 8 })
    // p1 used a glove, p2 got and used mist, p3 got a glove
    assert.deepEqual(week.playerAnalytics, { totalPlayers: 3, activePlayers: 3, newPlayers: 2 })
    assert.deepEqual(week.moderatorAnalytics, { totalModerators: 1, activeModerators: 1, totalActions: 2 })
    assert.deepEqual(week.securityAnalytics, { creatorLogins: 1, moderatorLogins: 1, totalLogins: 2 })
    assert.deepEqual(week.errorAnalytics, {
      systemErrors: 1,
      liveKioskErrors: 2,
      apiErrors: 0,
      tiktokErrors: 0,
      totalErrors: 3,
    })
    assert.deepEqual(week.liveAnalytics, {
      totalSessions: 0,
      averageDuration: 0,
      liveFrequency: { daily: 0, weekly: 0, monthly: 0 },
    })
    assert.deepEqual(week.giftAnalytics, { totalGifts: 7, totalValue: 610, averageValue: 87.1 })
    assert.deepEqual(week.chatAnalytics, { totalMessages: 0, uniqueUsers: 0, averageMessagesPerUser: 0 })
    assert.lengthOf(week.performanceTrends.daily, 7)
    assert.deepEqual(week.performanceTrends.daily[0], {
      date: day(-6),
      gifts: 1,
      value: 100,
      powerupsGranted: 1,
      powerupsUsed: 1,
      activePlayers: 2,
      chatMessages: 0,
      liveMinutes: 0,
    })
    const sumOf = (points: any[], figure: string) => points.reduce((sum, point) => sum + point[figure], 0)
    for (const series of ['daily', 'weekly', 'monthly']) {
      assert.equal(sumOf(week.performanceTrends[series], 'powerupsGranted'), 3, series)
      assert.equal(sumOf(week.performanceTrends[series], 'powerupsUsed'), 2, series)
      assert.equal(sumOf(week.performanceTrends[series], 'value'), 610, series)
    }

    // Today only: activity 40, errors 3 of 3 + 8 operations (30 × 8/11): 61.8.
    const dayStats = await statistics('day')
    assert.deepEqual([dayStats.from, dayStats.to], [today, today])
    assert.equal(dayStats.summary.healthScore, 62)
    assert.deepEqual(dayStats.giftAnalytics, { totalGifts: 5, totalValue: 500, averageValue: 100 })
    assert.equal(dayStats.summary.growthRate, null) // nothing yesterday
    assert.deepEqual(dayStats.powerupAnalytics, { totalGranted: 2, totalUsed: 1, activePowerups: 8 })
    assert.deepEqual(dayStats.playerAnalytics, { totalPlayers: 3, activePlayers: 1, newPlayers: 1 })
    assert.deepEqual(dayStats.securityAnalytics, { creatorLogins: 1, moderatorLogins: 0, totalLogins: 1 })

    // 30 days (the default): activity 6 of 30 days (8), errors 3 of 3 + 22 operations (26.4): 34.4.
    const month = await statistics()
    assert.equal(month.period, 'month')
    assert.equal(month.from, day(-29))
    assert.equal(month.summary.healthScore, 34)
    assert.deepEqual(month.giftAnalytics, { totalGifts: 10, totalValue: 680, averageValue: 68 })
    assert.deepEqual(month.powerupAnalytics, { totalGranted: 10, totalUsed: 2, activePowerups: 8 })
    assert.deepEqual(month.playerAnalytics, { totalPlayers: 3, activePlayers: 3, newPlayers: 3 })
    assert.deepEqual(month.securityAnalytics, { creatorLogins: 2, moderatorLogins: 1, totalLogins: 3 })
    assert.lengthOf(month.performanceTrends.daily, 30)

    const year = await statistics('year')
    assert.equal(year.powerupAnalytics.totalGranted, 15)
    assert.lengthOf(year.performanceTrends.daily, 90)
    assert.equal(sumOf(year.performanceTrends.weekly, 'powerupsGranted'), 15)
    assert.equal(sumOf(year.performanceTrends.monthly, 'powerupsGranted'), 15)
    for (const point of year.performanceTrends.monthly) assert.match(point.date, /^\d{4}-\d{2}-01$/)

    // All time starts on the creator's first active day (the 5 units, 30 days and one second ago).
    const all = await statistics('all')
    assert.equal(all.from, day(-30))
    assert.equal(all.powerupAnalytics.totalGranted, 15)
    assert.lengthOf(all.performanceTrends.daily, 31)
  })

  test('rollups: rebuild and the updater give identical rows; a real grant reaches the figures', async ({
    client,
    assert,
  }) => {
    const { alpha, bravo, bravoToken: token } = await seed()
    const rebuilt = await storedRollups()
    assert.lengthOf(rebuilt.days, 8) // Alpha: 7 days with activity, Bravo: 1
    assert.lengthOf(rebuilt.gifters, 5) // the unnamed gifter has no row

    // Recomputing every stored day through the updater, then rebuilding again, changes nothing.
    await db.transaction((trx) =>
      recordActivity(
        trx,
        rebuilt.days.map((row) => ({ creatorId: row.creator_id, at: new Date(`${row.day}T12:00:00Z`) }))
      )
    )
    await applyActivity()
    const updated = await storedRollups()
    assert.deepEqual(withoutUpdatedAt(updated.days), withoutUpdatedAt(rebuilt.days))
    assert.deepEqual(updated.types, rebuilt.types)
    assert.deepEqual(updated.gifters, rebuilt.gifters)
    assert.deepEqual(updated.gifterMonths, rebuilt.gifterMonths)
    assert.deepEqual(updated.gifterPlatformMonths, rebuilt.gifterPlatformMonths)
    assert.deepEqual(updated.gifterTotals, rebuilt.gifterTotals)
    assert.isNotEmpty(rebuilt.gifterPlatformMonths)
    await rebuildRollups({ from: day(-31), to: day(1), creatorId: alpha.id, batchDays: 3 })
    const again = await storedRollups()
    assert.deepEqual(withoutUpdatedAt(again.days), withoutUpdatedAt(rebuilt.days))
    assert.deepEqual(again.gifterPlatformMonths, rebuilt.gifterPlatformMonths)

    // A grant through the API: its activity fact in the outbox, applied to Bravo's day.
    const player = await client.post('/api/players').bearerToken(token).json({ name: 'Grantee' })
    player.assertStatus(201)
    const granted = await client
      .post('/api/players/powerups/grant')
      .bearerToken(token)
      .json({ playerName: 'Grantee', powerupType: 'time-maker', count: 3 })
    granted.assertStatus(200)
    await applyActivity()
    const todayRow = await db.from('analytics_creator_days').where({ creator_id: bravo.id, day: today }).first()
    // 3 units plus the new player's starter pack (2 gloves, 1 mist)
    assert.equal(Number(todayRow.grants), 6)
    assert.equal(Number(todayRow.new_players), 1)
    assert.equal(Number(todayRow.active_players), 1)
    const { token: admin } = await makeAdmin()
    const figures = await client.get('/api/analytics').qs({ dateRange: '7d', creatorId: bravo.id }).bearerToken(admin)
    assert.equal(figures.body().data.overview.totalPowerups, 8)
    assert.deepEqual(figures.body().data.powerups.byType[2], {
      type: 'time-maker',
      granted: 3,
      used: 0,
      utilization: 0,
    })
  })

  test('403 for non-admins, 404 for unknown creators, 400 for bad queries', async ({ client, assert }) => {
    const { user: creator, token: creatorToken } = await makeCreator()
    const { user: moderator, token: moderatorToken } = await makeModerator(creator)
    const { token } = await makeAdmin()
    for (const other of [creatorToken, moderatorToken]) {
      ;(await client.get('/api/analytics').bearerToken(other)).assertStatus(403)
      ;(await client.get(`/api/admin/creators/${creator.id}/statistics`).bearerToken(other)).assertStatus(403)
    }
    ;(await client.get('/api/analytics')).assertStatus(401)

    const missing = await client.get('/api/analytics').qs({ creatorId: moderator.id }).bearerToken(token)
    missing.assertStatus(404)
    assert.equal(missing.body().error, 'Creator not found')
    for (const id of [moderator.id, 999999]) {
      const response = await client.get(`/api/admin/creators/${id}/statistics`).bearerToken(token)
      response.assertStatus(404)
      assert.equal(response.body().error, 'Creator not found')
    }
    ;(await client.get('/api/admin/creators/abc/statistics').bearerToken(token)).assertStatus(404)

    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/analytics', { dateRange: '2w' }, 'dateRange must be one of 7d, 30d, 90d, 1y'],
      ['/api/analytics', { creatorId: 'x' }, 'creatorId must be a creator id'],
      ['/api/analytics', { search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
      [
        `/api/admin/creators/${creator.id}/statistics`,
        { period: 'decade' },
        'period must be one of day, week, month, year, all',
      ],
    ]
    for (const [url, query, message] of cases) {
      const response = await client.get(url).qs(query).bearerToken(token)
      response.assertStatus(400)
      assert.equal(response.body().error, message)
      assert.equal(response.body().error, message)
    }
  })
})
