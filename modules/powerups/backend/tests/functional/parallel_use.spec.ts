import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeCreator } from '#tests/helpers/accounts'
import { auditOf, grant, use } from '#modules/players/backend/tests/helpers'
import { addPlayer, withGrantPolicy } from '../helpers.js'

/*
| Real concurrency: no global transaction (it would serialise everything); each test removes
| its creator (players, ledger and tokens cascade) and the creator's audit entries.
*/
const created: number[] = []
async function creator() {
  const account = await makeCreator()
  created.push(account.user.id)
  return account
}

test.group('Powerups: parallel use and grant', (group) => {
  group.each.teardown(async () => {
    await db.from('audit_logs').whereIn('creator_id', created).delete()
    await User.query().whereIn('id', created).delete()
    created.length = 0
  })

  test('N parallel uses on K units: exactly K succeed, the rest get the spec 400, never a 5xx', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Racer') // 2 gloves
    await grant(client, token, { playerName: 'Racer', powerupType: 'glove', count: 3 }).then((r) => r.assertStatus(200))
    const units = 5
    const attempts = 24

    const responses = await Promise.all(Array.from({ length: attempts }, () => use(client, token, 'Racer', 'glove')))
    const statuses = responses.map((r) => r.status())
    assert.equal(statuses.filter((s) => s === 200).length, units)
    assert.equal(statuses.filter((s) => s === 400).length, attempts - units)
    for (const refused of responses.filter((r) => r.status() === 400)) {
      assert.equal(refused.body().error, 'No Powerups Available: Racer has no Glove powerups to use.')
    }

    const gloves = await db.from('powerup_holdings').where('creator_id', user.id).where('type', 'glove')
    assert.deepEqual(
      gloves.map((h) => h.count),
      [0, 0]
    )
    const uses = await db.from('powerup_uses').where('creator_id', user.id)
    assert.lengthOf(uses, units)
    // Each holding gave exactly what it had.
    const perHolding = Object.fromEntries(gloves.map((h) => [h.id, uses.filter((u) => u.holding_id === h.id).length]))
    assert.deepEqual(Object.values(perHolding).sort(), [2, 3])
    assert.lengthOf(await auditOf('POWERUP_USED', user.id), units)
  })

  test('parallel grants never pass the per-player maximum', async ({ client, assert }) => {
    const restore = withGrantPolicy({ maxPowerupsPerPlayer: 6 })()
    try {
      const { user, token } = await creator()
      await addPlayer(client, token, 'Collector') // 3 starter units
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => grant(client, token, { playerName: 'Collector', powerupType: 'mist' }))
      )
      const statuses = responses.map((r) => r.status())
      assert.equal(statuses.filter((s) => s === 200).length, 3)
      assert.equal(statuses.filter((s) => s === 400).length, 7)
      const total = await db.from('powerup_holdings').where('creator_id', user.id).sum('count as units').first()
      assert.equal(Number(total.units), 6)
    } finally {
      restore()
    }
  })
})
