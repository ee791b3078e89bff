import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeCreator } from '#tests/helpers/accounts'
import { fillPlayerNames } from '../../database/migrations/0301_create_player_names_table.js'
import { PlayerFactory } from '../../database/factories/player_factory.js'
import { grant, listPlayers } from '../helpers.js'

/** A player row as written before `player_names` existed (no key rows). */
async function legacyPlayer(creatorId: number, name: string, aliases: string[]) {
  return (await PlayerFactory.merge({ creatorId, name, aliases }).create()).id
}

test.group('Players: names kept from before the player_names table', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('duplicates left by old races keep working; the key goes to the name, else the oldest player', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const rex = await legacyPlayer(user.id, 'Rex', ['shadow'])
    const max = await legacyPlayer(user.id, 'Max', ['rex', 'Shadow', 'buddy'])
    const tim = await legacyPlayer(user.id, 'Tim', ['BUDDY'])
    await fillPlayerNames(db.connection())

    const holder = async (name: string) =>
      (await grant(client, token, { playerName: name, powerupType: 'mist' })).body().player?.id
    assert.equal(await holder('@REX'), rex, "a player's name beats another's alias")
    assert.equal(await holder('shadow'), rex, 'the oldest player keeps a shared alias')
    assert.equal(await holder('buddy'), max)
    assert.equal(await holder('tim'), tim, 'the others still answer to their own names')
    assert.lengthOf(await listPlayers(client, token), 3)

    // Saving Max's list with the duplicates is refused; without them it goes through and frees nothing of Rex's.
    const save = (aliases: string[]) =>
      client.put('/api/players').bearerToken(token).json({ playerId: max, updates: { aliases } })
    await save(['rex', 'Shadow', 'buddy', 'pal']).then((r) =>
      assert.deepEqual(r.body(), { success: false, error: 'Player already exists', code: 'players.exists' })
    )
    await save(['buddy', 'pal']).then((r) => r.assertStatus(200))
    assert.equal(await holder('Pal'), max)
    assert.equal(await holder('shadow'), rex)
    await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: tim, updates: { isActive: false } })
      .then((r) => r.assertStatus(200))
  })
})
