import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeCreator } from '#tests/helpers/accounts'
import { addPlayer, apiModerator, auditOf, countRows, listPlayers } from '../helpers.js'

test.group('Players: bulk delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('deletes the selected players in one call, a result per player; another creator’s player is reported not found', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const ann = await addPlayer(client, token, 'Ann')
    const bob = await addPlayer(client, token, 'Bob')
    const keep = await addPlayer(client, token, 'Keep')
    const other = await makeCreator()
    const foreign = await addPlayer(client, other.token, 'Foreign')
    const response = await client
      .post('/api/players/bulk-delete')
      .bearerToken(token)
      .json({ playerIds: [bob.id, foreign.id, ann.id] })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      ok: 2,
      skipped: 1,
      results: [
        { playerId: ann.id, name: 'Ann', status: 'ok' },
        { playerId: bob.id, name: 'Bob', status: 'ok' },
        { playerId: foreign.id, name: null, status: 'skipped', reason: 'Player not found' },
      ],
    })
    assert.deepEqual(
      (await listPlayers(client, token)).map((p) => p.id),
      [keep.id]
    )
    assert.lengthOf(await auditOf('PLAYER_DELETED', user.id), 2)
    assert.equal(await countRows('players', other.user.id), 1)
  })

  test('moderators may not delete (403), bad input is a 400; nothing changed', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const ann = await addPlayer(client, token, 'Ann')
    const moderator = await apiModerator(client, token)
    const refused = await client
      .post('/api/players/bulk-delete')
      .bearerToken(moderator.token)
      .json({ playerIds: [ann.id] })
    refused.assertStatus(403)
    const empty = await client.post('/api/players/bulk-delete').bearerToken(token).json({ playerIds: [] })
    empty.assertStatus(400)
    assert.equal(empty.body().error, 'Select at least one player')
    const missing = await client.post('/api/players/bulk-delete').bearerToken(token).json({})
    assert.equal(missing.body().error, 'playerIds is required: the players to act on')
    assert.equal(await countRows('players', user.id), 1)
  })
})
