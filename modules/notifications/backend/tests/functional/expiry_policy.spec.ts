import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#core/users/user'
import { committedCreators, makeAdmin, makeModerator } from '#tests/helpers/accounts'
import { dropSettingsCopies } from '#core/settings/system_settings_service'
import { startServerProcess } from '#tests/helpers/server_process'
import { addPlayer, auditOf, parseDetails } from '#modules/players/backend/tests/helpers'
import { PowerupHoldingFactory } from '#modules/powerups/backend/tests/helpers'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import { noticeExpiringPowerups } from '../../services/notifiers.js'

/*
| The expiry policy as a running server applies it: the powerups module's cleanup and this
| module's expiry notices are start hooks on a timer, which only a server process runs (the test
| app runs no start hooks). Two real server processes share the test run's database and sweep
| every 0.3 s (EXPIRY_SWEEP_SECONDS), so they also race each other on every sweep.
*/
const SWEEP_SECONDS = 0.3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(100)
  }
}

const holding = (id: number) => db.from('powerup_holdings').where('id', id).firstOrFail()
const noticesOf = (userId: number) => db.from('notices').where('user_id', userId).orderBy('id')

test.group('Expiry policy in running servers', (group) => {
  const creators = committedCreators()
  let adminId: number | null = null
  group.each.teardown(async () => {
    await creators.teardown()
    if (adminId !== null) {
      await db.from('audit_logs').where('actor_id', adminId).delete()
      await User.query().where('id', adminId).delete()
    }
  })

  test('two processes sweep on schedule: each expired holding deactivated and audited once as SYSTEM, each notice once per switched-on user; the setting off stops it', async ({
    client,
    assert,
  }) => {
    const { user: admin, token: adminToken } = await makeAdmin()
    adminId = admin.id
    // The defaults apply: cleanup on, a 48-hour warning window.
    assert.lengthOf(await db.from('system_settings').where('key', 'like', 'powerups.%'), 0)
    const { user: creator, token } = await creators.make()
    const { token: moderatorToken, user: moderator } = await makeModerator(creator)
    const quiet = await client
      .put('/api/settings')
      .bearerToken(moderatorToken)
      .json({
        notifications: { powerupExpiry: false },
      })
    quiet.assertStatus(200)

    const player = await addPlayer(client, token, 'Mira')
    const now = DateTime.now()
    const hold = (hours: number, count = 1) =>
      PowerupHoldingFactory.merge({
        creatorId: creator.id,
        playerId: player.id,
        expiresAt: now.plus({ hours }),
        count,
      }).create()
    const expired = await hold(-1, 2)
    const soon = await hold(5)
    const later = await hold(24 * 10)

    const servers = await Promise.all([
      startServerProcess({ EXPIRY_SWEEP_SECONDS: String(SWEEP_SECONDS) }),
      startServerProcess({ EXPIRY_SWEEP_SECONDS: String(SWEEP_SECONDS) }),
    ])
    try {
      await until(async () => !(await holding(expired.id)).is_active, 'the expired holding to be deactivated')
      await until(async () => (await noticesOf(creator.id)).length > 0, 'the expiry notice')
      // Many more sweeps of both processes: nothing is done twice.
      await sleep(SWEEP_SECONDS * 1000 * 8)

      const deactivated = await holding(expired.id)
      assert.equal(Number(deactivated.count), 2, 'nothing is deleted or used')
      assert.isTrue(Boolean((await holding(soon.id)).is_active))
      assert.isTrue(Boolean((await holding(later.id)).is_active))
      const entries = await auditOf('POWERUP_EXPIRED', creator.id)
      assert.lengthOf(entries, 1)
      assert.equal(entries[0].actor_type, 'SYSTEM')
      assert.containsSubset(parseDetails(entries[0]), { holdings: 1, count: 2, holdingIds: [expired.id] })

      const notices = await noticesOf(creator.id)
      assert.deepEqual(
        notices.map((notice) => [notice.kind, notice.subject]),
        [['powerup_expiry', `holding:${soon.id}`]]
      )
      assert.lengthOf(await noticesOf(moderator.id), 0, 'Powerup Expiry Alerts off')

      // The setting off (through a running server, whose settings cache then knows): no more sweeps.
      await servers[1].stop()
      const off = await fetch(`${servers[0].url}/api/admin/settings`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ powerups: { autoCleanupExpired: false } }),
      })
      assert.equal(off.status, 200)
      const kept = await hold(-2)
      await sleep(SWEEP_SECONDS * 1000 * 8)
      assert.isTrue(Boolean((await holding(kept.id)).is_active), 'the setting is off')
      assert.lengthOf(await auditOf('POWERUP_EXPIRED', creator.id), 1)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      // Back to the defaults for the next tests, in this process's settings too.
      await db.from('system_settings').where('key', POWERUP_SETTINGS.autoCleanupExpired.key).delete()
      await dropSettingsCopies()
    }
  }).timeout(600_000)
})

test.group('Expiry notices: parallel sweeps', (group) => {
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('six sweeps at once tell each user of each holding once; the counts they answer add up', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await creators.make()
    const { user: moderator } = await makeModerator(creator)
    const player = await addPlayer(client, token, 'Noor')
    const now = DateTime.now()
    const holdings = await Promise.all(
      [2, 6, 12].map((hours) =>
        PowerupHoldingFactory.merge({
          creatorId: creator.id,
          playerId: player.id,
          expiresAt: now.plus({ hours }),
        }).create()
      )
    )
    const runs = await Promise.all(Array.from({ length: 6 }, () => noticeExpiringPowerups(now)))

    const expected = [creator.id, moderator.id].flatMap((userId) => holdings.map((h) => `${userId} holding:${h.id}`))
    const stored = await db.from('notices').whereIn('user_id', [creator.id, moderator.id]).orderBy('id')
    assert.sameMembers(
      stored.map((notice) => `${notice.user_id} ${notice.subject}`),
      expected
    )
    // Other creators' holdings may be told in these runs too: at least ours, each counted by one run.
    assert.isAtLeast(
      runs.reduce((sum, count) => sum + count, 0),
      expected.length
    )
    // A later sweep tells nobody again.
    await noticeExpiringPowerups(now.plus({ minutes: 1 }))
    assert.equal(
      Number((await db.from('notices').whereIn('user_id', [creator.id, moderator.id]).count('* as n').first()).n),
      expected.length
    )
  })
})
