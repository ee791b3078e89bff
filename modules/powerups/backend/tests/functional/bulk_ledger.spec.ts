import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { makeCreator } from '#tests/helpers/accounts'
import { apiModerator, auditOf, countRows, parseDetails } from '#modules/players/backend/tests/helpers'
import { addPlayer, listPlayers, withGrantPolicy } from '../helpers.js'

const bulk = (client: ApiClient, token: string, action: 'grant' | 'expire', body: Record<string, unknown>) =>
  client.post(`/api/players/powerups/bulk-${action}`).bearerToken(token).json(body)

test.group('Bulk grant and expire', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy({ maxPowerupsPerPlayer: 8 }))

  test('bulk grant: one call, a result per player (over the maximum and foreign players skipped), audited per grant', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const ann = await addPlayer(client, token, 'Ann') // 3 units of starter pack
    const bob = await addPlayer(client, token, 'Bob')
    await bulk(client, token, 'grant', { playerIds: [bob.id], powerupType: 'glove', count: 3 }).then((r) =>
      r.assertStatus(200)
    )
    const other = await makeCreator()
    const foreign = await addPlayer(client, other.token, 'Foreign')

    const response = await bulk(client, token, 'grant', {
      playerIds: [bob.id, ann.id, foreign.id, ann.id],
      powerupType: 'TIME_MAKER',
      count: 4,
      expiresInDays: 2,
      source: 'players',
    })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      ok: 1,
      skipped: 2,
      results: [
        { playerId: ann.id, name: 'Ann', status: 'ok' },
        {
          playerId: bob.id,
          name: 'Bob',
          status: 'skipped',
          reason: 'Bob already holds 6 powerups; the maximum per player is 8.',
        },
        { playerId: foreign.id, name: null, status: 'skipped', reason: 'Player not found' },
      ].sort((a, b) => a.playerId - b.playerId),
    })
    const annNow = (await listPlayers(client, token)).find((p) => p.id === ann.id)!
    assert.containsSubset(
      annNow.powerups.find((h) => h.type === 'time-maker'),
      { count: 4, source: 'players' }
    )
    const grants = (await auditOf('POWERUP_GRANTED', user.id)).map(parseDetails)
    assert.lengthOf(
      grants.filter((d) => d.powerupType === 'time-maker'),
      1
    )
    assert.equal(await countRows('powerup_holdings', other.user.id), 2) // their starter pack only
  })

  test('bulk expire: of one type or all; nothing to expire is skipped; audited per player', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const ann = await addPlayer(client, token, 'Ann') // 2 gloves, 1 mist
    const bob = await addPlayer(client, token, 'Bob')
    const gloves = await bulk(client, token, 'expire', { playerIds: [ann.id], powerupType: 'glove' })
    gloves.assertStatus(200)
    assert.deepEqual(gloves.body().results, [{ playerId: ann.id, name: 'Ann', status: 'ok' }])
    const again = await bulk(client, token, 'expire', { playerIds: [ann.id], powerupType: 'glove' })
    assert.deepEqual(again.body().results, [
      {
        playerId: ann.id,
        name: 'Ann',
        status: 'skipped',
        reason: 'Nothing to expire: Ann has no active Glove powerups.',
      },
    ])
    const all = await bulk(client, token, 'expire', { playerIds: [ann.id, bob.id] })
    assert.equal(all.body().ok, 2)
    const players = await listPlayers(client, token)
    assert.isTrue(players.every((p) => p.powerups.length === 0))
    const entries = (await auditOf('POWERUP_EXPIRED', user.id)).map(parseDetails)
    assert.deepEqual(
      entries.map((d) => d.byType),
      [{ glove: 2 }, { mist: 1 }, { glove: 2, mist: 1 }]
    )
    assert.equal(await countRows('powerup_holdings', user.id), 4) // deactivated, never deleted
  })

  test('validation 400 and nothing changed; moderators need grant_powerups (403)', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const ann = await addPlayer(client, token, 'Ann')
    const cases: [Record<string, unknown>, string][] = [
      [{ playerIds: [], powerupType: 'glove' }, 'Select at least one player'],
      [{ playerIds: [ann.id], powerupType: 'laser' }, 'Invalid powerup type: laser'],
      [{ playerIds: [ann.id], powerupType: 'glove', count: 11 }, 'Count must be between 1 and 10'],
      [{ playerIds: ['x'], powerupType: 'glove' }, 'playerIds must be player ids'],
      [
        { playerIds: Array.from({ length: 501 }, (_, i) => i + 1), powerupType: 'glove' },
        'At most 500 players at once',
      ],
    ]
    for (const [body, error] of cases) {
      const response = await bulk(client, token, 'grant', body)
      response.assertStatus(400)
      assert.equal(response.body().error, error)
    }
    const reader = await apiModerator(client, token, ['use_powerups'])
    for (const action of ['grant', 'expire'] as const) {
      const refused = await bulk(client, reader.token, action, { playerIds: [ann.id], powerupType: 'glove' })
      refused.assertStatus(403)
    }
    const granter = await apiModerator(client, token, ['grant_powerups'])
    const allowed = await bulk(client, granter.token, 'grant', { playerIds: [ann.id], powerupType: 'mist' })
    assert.equal(allowed.body().ok, 1)
    assert.equal(await countRows('powerup_holdings', user.id), 3)
  })
})
