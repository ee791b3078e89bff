import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { committedCreators } from '#tests/helpers/accounts'
import { auditOf, grant, use } from '#modules/players/backend/tests/helpers'
import { addPlayer } from '../helpers.js'

const NOT_FOUND = { success: false, error: 'Player not found', code: 'players.not_found' }

const remove = (client: Parameters<typeof addPlayer>[0], token: string, playerName: string) =>
  client.delete('/api/players/delete').bearerToken(token).json({ playerName })

/** Entries naming the player, by event type. */
async function auditCounts(creatorId: number, playerId: number) {
  const counts: Record<string, number> = {}
  for (const type of ['POWERUP_GRANTED', 'POWERUP_USED', 'PLAYER_DELETED']) {
    counts[type] = (await auditOf(type, creatorId)).filter((entry) => entry.target_id === playerId).length
  }
  return counts
}

test.group('Powerups: grant and use racing a player delete', (group) => {
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('grants and uses racing a delete: each answers 200 or the spec 404, nothing half-written', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const rounds = 6
    const victims = []
    for (let i = 0; i < rounds; i++) victims.push(await addPlayer(client, token, `Doomed${i}`)) // 2 gloves, 1 mist each

    const answered = await Promise.all(
      victims.map(async (victim) => {
        const calls = {
          grant: grant(client, token, { playerName: victim.name, powerupType: 'hammer', count: 2 }),
          use: use(client, token, victim.name, 'glove'),
          delete: remove(client, token, victim.name),
          grantAgain: grant(client, token, { playerName: `@${victim.name.toUpperCase()}`, powerupType: 'mist' }),
          useAgain: use(client, token, victim.name, 'glove'),
        }
        const answers = await Promise.all(Object.values(calls))
        return Object.fromEntries(Object.keys(calls).map((kind, k) => [kind, answers[k]]))
      })
    )

    for (const [i, round] of answered.entries()) {
      round.delete.assertStatus(200)
      for (const [kind, response] of Object.entries(round)) {
        assert.include([200, 404], response.status(), `round ${i} ${kind}: ${JSON.stringify(response.body())}`)
        if (response.status() === 404) assert.deepEqual(response.body(), NOT_FOUND)
      }
      // What answered 200 was written and audited once; what answered 404 left nothing.
      const succeeded = (kinds: string[]) => kinds.filter((kind) => round[kind].status() === 200).length
      assert.deepEqual(await auditCounts(user.id, victims[i].id), {
        POWERUP_GRANTED: 2 + succeeded(['grant', 'grantAgain']),
        POWERUP_USED: succeeded(['use', 'useAgain']),
        PLAYER_DELETED: 1,
      })
    }
    for (const table of ['players', 'powerup_holdings', 'powerup_uses']) {
      const left = await db.from(table).where('creator_id', user.id).count('* as total').first()
      assert.equal(Number(left.total), 0, table)
    }
  })

  test('parallel deletes of one player: one 200, the others the spec 404, one audit entry', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const player = await addPlayer(client, token, 'Once', ['twice'])
    const responses = await Promise.all(
      ['Once', 'once', '@ONCE', 'twice', 'Twice '].map((name) => remove(client, token, name))
    )
    assert.deepEqual(responses.map((r) => r.status()).sort(), [200, 404, 404, 404, 404])
    for (const refused of responses.filter((r) => r.status() === 404)) assert.deepEqual(refused.body(), NOT_FOUND)
    assert.deepEqual(await auditCounts(user.id, player.id), { POWERUP_GRANTED: 2, POWERUP_USED: 0, PLAYER_DELETED: 1 })
  })
})
