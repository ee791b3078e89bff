import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { grantExpiry } from '#modules/powerups/backend/services/grant_policy'

const policy = { defaultExpiryHours: 36, maxPowerupsPerPlayer: 10 }
const HOUR_MS = 3_600_000

test.group('grantExpiry', () => {
  test('expiresInDays counts days of 24 hours, also across a clock change of the zone', ({ assert }) => {
    // Paris moves its clocks forward on 2026-03-29: a calendar day there is 23 hours long.
    const now = DateTime.fromISO('2026-03-28T12:00:00', { zone: 'Europe/Paris' })
    assert.equal(grantExpiry(now, policy, 1).toMillis() - now.toMillis(), 24 * HOUR_MS)
    assert.equal(grantExpiry(now, policy, 5).toMillis() - now.toMillis(), 5 * 24 * HOUR_MS)
  })

  test("without expiresInDays, the policy's default hours", ({ assert }) => {
    const now = DateTime.fromMillis(Date.UTC(2026, 10, 25, 9, 30))
    assert.equal(grantExpiry(now, policy).toMillis() - now.toMillis(), 36 * HOUR_MS)
  })
})
