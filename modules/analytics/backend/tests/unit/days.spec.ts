import { test } from '@japa/runner'
import { isDay, lastDays, nextMonthStart, splitMonths, weekStart } from '../../services/days.js'
import { growthRate, ratio } from '../../services/growth.js'
import { healthScore } from '../../services/statistics_service.js'
import { emptyFigures } from '../../services/figure_columns.js'

test.group('analytics days and rates', () => {
  test('ranges are whole UTC days including today; weeks start on Sunday', ({ assert }) => {
    assert.deepEqual(lastDays(7, new Date('2026-03-01T23:59:59Z')), { from: '2026-02-23', to: '2026-03-02' })
    assert.deepEqual(lastDays(1, new Date('2026-03-01T00:00:00Z')), { from: '2026-03-01', to: '2026-03-02' })
    assert.equal(weekStart('2026-11-24'), '2026-11-22')
    assert.equal(weekStart('2026-11-22'), '2026-11-22')
    assert.equal(nextMonthStart('2026-01-31'), '2026-02-01')
    assert.equal(nextMonthStart('2026-12-15'), '2027-01-01')
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', 'x']) assert.isFalse(isDay(bad), bad)
    assert.isTrue(isDay('2024-02-29'))
  })

  test('a range splits into whole months and edge days', ({ assert }) => {
    assert.deepEqual(splitMonths('2025-11-25', '2026-11-25'), {
      months: { from: '2025-12-01', to: '2026-11-01' },
      edges: [
        { from: '2025-11-25', to: '2025-12-01' },
        { from: '2026-11-01', to: '2026-11-25' },
      ],
    })
    assert.deepEqual(splitMonths('2026-01-01', '2026-03-01'), {
      months: { from: '2026-01-01', to: '2026-03-01' },
      edges: [],
    })
    assert.deepEqual(splitMonths('2026-01-05', '2026-01-20'), {
      months: null,
      edges: [{ from: '2026-01-05', to: '2026-01-20' }],
    })
  })

  test('growth rate, ratios and the health score', ({ assert }) => {
    assert.equal(growthRate(150, 100), 50)
    assert.equal(growthRate(1, 3), -66.7)
    assert.isNull(growthRate(5, 0))
    assert.equal(ratio(1, 3), 0.3)
    assert.equal(ratio(4, 0), 0)
    const days = [
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
    ]
    const live = { ...emptyFigures(), liveMinutes: 60, liveSessions: 1 }
    // every day active, live in both 7-day slices (the older has one day), no errors: 100
    assert.equal(healthScore(days, new Map(days.map((day) => [day, live])), { ...live, liveSessions: 8 }), 100)
    // nothing at all: no activity, never live, no errors (full 30)
    assert.equal(healthScore(days, new Map(), emptyFigures()), 30)
    // live only on the oldest day: activity 40 × 1/8 = 5, live 30 × 1/2 = 15, errors 1 of 1 + 1: 15 → 35
    const totals = { ...live, systemErrors: 1 }
    assert.equal(healthScore(days, new Map([[days[0], live]]), totals), 35)
  })
})
