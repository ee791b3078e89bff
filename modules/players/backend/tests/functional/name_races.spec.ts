import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { playerAnswersTo } from '../../../shared/players.js'
import { committedCreators } from '#tests/helpers/accounts'
import { addPlayer, auditOf, countRows, listPlayers } from '../helpers.js'

const EXISTS = { success: false, error: 'Player already exists', code: 'players.exists' }

/** Players of the creator answering to `name` (their name or an alias, any spelling). */
async function holdersOf(client: ApiClient, token: string, name: string) {
  return (await listPlayers(client, token)).filter((player) => playerAnswersTo(player, name))
}

const rename = (client: ApiClient, token: string, playerId: number, updates: Record<string, unknown>) =>
  client.put('/api/players').bearerToken(token).json({ playerId, updates })

test.group('Players: one name, one player, under parallel requests', (group) => {
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('parallel creates of one name in different spellings and as aliases: one player answers to it', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const bodies = [
      { name: 'Echo' },
      { name: 'echo' },
      { name: '@ECHO' },
      { name: ' eCHo ' },
      ...['echo', '@Echo', ' ECHO', '@@echo ', 'eChO', 'ECHO ', '@echo'].map((alias, i) => ({
        name: `Mirror${i}`,
        aliases: [`spare${i}`, alias].slice(i % 2),
      })),
    ]
    const responses = await Promise.all(bodies.map((body) => client.post('/api/players').bearerToken(token).json(body)))

    const holders = await holdersOf(client, token, 'echo')
    assert.lengthOf(holders, 1, `players answering to echo: ${holders.map((p) => p.name).join(', ')}`)
    const statuses = responses.map((r) => r.status())
    assert.equal(statuses.filter((s) => s === 201).length, 1, statuses.join(' '))
    for (const refused of responses.filter((r) => r.status() !== 201)) {
      refused.assertStatus(400)
      assert.deepEqual(refused.body(), EXISTS)
    }
    // Refused creates left nothing: no player, no starter pack, no audit entry.
    assert.equal(await countRows('players', user.id), 1)
    assert.equal(await countRows('powerup_holdings', user.id), 2)
    assert.lengthOf(await auditOf('PLAYER_CREATED', user.id), 1)
  })

  test('a rename racing an alias add, and two alias adds racing: one holder each time', async ({ client, assert }) => {
    const { token } = await creators.make()
    const rounds = 6
    const pairs = []
    for (let i = 0; i < rounds; i++) {
      pairs.push([
        await addPlayer(client, token, `Ann${i}`),
        await addPlayer(client, token, `Bea${i}`),
        await addPlayer(client, token, `Cy${i}`),
      ])
    }
    const responses = await Promise.all(
      pairs.flatMap(([ann, bea, cy], i) => [
        rename(client, token, ann.id, { name: `Zed${i}` }),
        rename(client, token, bea.id, { aliases: [`@zed${i}`] }),
        rename(client, token, cy.id, { name: `Cy${i}`, aliases: [`ZED${i} `] }),
      ])
    )

    for (let i = 0; i < rounds; i++) {
      const round = responses.slice(i * 3, i * 3 + 3)
      assert.deepEqual(round.map((r) => r.status()).sort(), [200, 400, 400], `round ${i}`)
      for (const refused of round.filter((r) => r.status() === 400)) assert.deepEqual(refused.body(), EXISTS)
      const holders = await holdersOf(client, token, `zed${i}`)
      assert.lengthOf(holders, 1, `round ${i}: ${holders.map((p) => p.name).join(', ')}`)
      // The refused ones kept what they had.
      const [ann, bea, cy] = pairs[i]
      const after = await listPlayers(client, token)
      const winner = round.findIndex((r) => r.status() === 200)
      assert.equal(after.find((p) => p.id === ann.id)?.name, winner === 0 ? `Zed${i}` : `Ann${i}`)
      assert.deepEqual(after.find((p) => p.id === bea.id)?.aliases, winner === 1 ? [`@zed${i}`] : [])
      assert.deepEqual(after.find((p) => p.id === cy.id)?.aliases, winner === 2 ? [`ZED${i}`] : [])
    }
  })

  test('a name freed by a rename or a delete can be taken again', async ({ client, assert }) => {
    const { token } = await creators.make()
    const old = await addPlayer(client, token, 'Phoenix', ['Ash'])
    await rename(client, token, old.id, { name: 'Ember', aliases: [] }).then((r) => r.assertStatus(200))
    const reborn = await addPlayer(client, token, 'phoenix', ['ASH'])
    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({ playerName: '@Ember' })
      .then((r) => r.assertStatus(200))
    await rename(client, token, reborn.id, { aliases: ['ash', 'ember'] }).then((r) => r.assertStatus(200))
    assert.deepEqual(
      (await holdersOf(client, token, 'ember')).map((p) => p.id),
      [reborn.id]
    )
  })
})

test.group('Players: a name whose key is longer than the name', (group) => {
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test("'İ' × 60 (its key lowercases to 120 characters) is found in any spelling: grant, use, delete", async ({
    client,
    assert,
  }) => {
    const { token } = await creators.make()
    const name = 'İ'.repeat(60)
    const lowered = name.toLowerCase()
    assert.lengthOf(lowered, 120)
    const player = await addPlayer(client, token, name, ['Ⅰ'.repeat(100)])
    const byLowered = await client
      .post('/api/players/powerups/grant')
      .bearerToken(token)
      .json({ playerName: lowered, powerupType: 'glove' })
    byLowered.assertStatus(200)
    assert.equal(byLowered.body().player.id, player.id)
    await client
      .post('/api/players/powerups/use')
      .bearerToken(token)
      .json({ playerId: `@${lowered}`, powerupType: 'glove' })
      .then((r) => r.assertStatus(200))
    await client
      .post('/api/players')
      .bearerToken(token)
      .json({ name: `${'İ'.repeat(59)}i̇` })
      .then((r) => assert.deepEqual(r.body(), EXISTS))
    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({ playerName: lowered })
      .then((r) => r.assertStatus(200))
    assert.lengthOf(await listPlayers(client, token), 0)
  })
})
