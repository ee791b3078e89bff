import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeCreator } from '#tests/helpers/accounts'
import { addPlayer, withGrantPolicy } from '../helpers.js'

/* Real concurrency (no global transaction): the creator and their audit entries are removed after. */
const created: number[] = []

test.group('Powerups: parallel bulk grants', (group) => {
  group.each.setup(withGrantPolicy({ maxPowerupsPerPlayer: 10 }))
  group.each.teardown(async () => {
    await db.from('audit_logs').whereIn('creator_id', created).delete()
    await User.query().whereIn('id', created).delete()
    created.length = 0
  })

  test('parallel bulk grants over the same players never exceed the per-player maximum', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    created.push(user.id)
    const players = []
    for (const name of ['Ray', 'Sam', 'Tia']) players.push(await addPlayer(client, token, name)) // 3 units each
    const ids = players.map((p) => p.id)
    // Opposite orders in the requests: the service locks in id order, so no deadlock either.
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client
          .post('/api/players/powerups/bulk-grant')
          .bearerToken(token)
          .json({ playerIds: i % 2 ? ids : [...ids].reverse(), powerupType: 'glove', count: 2 })
      )
    )
    assert.deepEqual(
      responses.map((r) => r.status()),
      Array(8).fill(200)
    )
    // 3 held + 2 per grant, at most 10: three grants each, the other five skipped.
    for (const player of players) {
      const results = responses.flatMap((r) => r.body().results).filter((r: any) => r.playerId === player.id)
      assert.equal(results.filter((r: any) => r.status === 'ok').length, 3)
      const held = await db
        .from('powerup_holdings')
        .where('player_id', player.id)
        .where('is_active', true)
        .sum('count as total')
        .first()
      assert.equal(Number(held?.total), 9)
    }
  })
})
