import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#core/users/user'
import { makeCreator } from '#tests/helpers/accounts'
import { addPlayer, createModerator, moderatorState, signIn, STRONG_PASSWORD } from '../helpers.js'

async function playersOf(client: ApiClient, token: string) {
  const response = await client.get('/api/players').bearerToken(token)
  response.assertStatus(200)
  return response.body().players as { id: number; name: string; isModerator: boolean; powerups: unknown[] }[]
}

test.group('Moderators: promote a player', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('promote-player makes a PENDING moderator linked to the player; a password makes it ACTIVE', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Alice Stone')
    const response = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: player.id, permissions: ['use_powerups'] })
    response.assertStatus(201)
    const { moderator } = response.body()
    assert.containsSubset(moderator, {
      displayName: 'Alice Stone',
      tiktokUsername: 'Alice_Stone',
      username: 'alice_stone',
      status: 'PENDING',
      playerId: player.id,
      playerName: 'Alice Stone',
      isPlayer: true,
      permissions: ['use_powerups'],
    })
    const user = await User.findOrFail(moderator.id)
    assert.equal(user.role, 'MODERATOR')
    assert.equal(user.creatorId, creator.id)

    const listed = await playersOf(client, token)
    assert.isTrue(listed.find((p) => p.id === player.id)!.isModerator)

    const entry = await db
      .from('audit_logs')
      .where('event_type', 'MODERATOR_PROMOTED')
      .where('target_id', moderator.id)
      .first()
    assert.equal(entry.target_name, 'Alice Stone')
    assert.equal(entry.creator_id, creator.id)
    assert.containsSubset(JSON.parse(entry.details), {
      playerId: player.id,
      permissions: ['use_powerups'],
      status: 'PENDING',
    })

    await signIn(client, 'alice_stone', 'secret1').then((r) => r.assertStatus(401))
    await client
      .post(`/api/moderators/${moderator.id}/reset-password`)
      .bearerToken(token)
      .json({ password: 'secret1' })
      .then((r) => r.assertStatus(200))
    await signIn(client, 'alice_stone', 'secret1').then((r) => r.assertStatus(200))
  })

  test('promoting with username, email and password gives an ACTIVE account at once', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, '@bob')
    const response = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({
        playerId: player.id,
        permissions: ['grant_powerups'],
        username: 'bob-mod',
        email: 'bob@test.local',
        password: STRONG_PASSWORD,
      })
    response.assertStatus(201)
    assert.containsSubset(response.body().moderator, {
      status: 'ACTIVE',
      username: 'bob-mod',
      email: 'bob@test.local',
      tiktokUsername: 'bob',
    })
    await signIn(client, 'bob-mod', STRONG_PASSWORD).then((r) => r.assertStatus(200))
  })

  test("a player is promoted once (409); other creators' players are not found (404); nothing changes", async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const { token: otherToken } = await makeCreator()
    const player = await addPlayer(client, token, 'Carol')
    const foreign = await addPlayer(client, otherToken, 'Dave')
    await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: player.id, permissions: ['use_powerups'] })
      .then((r) => r.assertStatus(201))
    const before = await moderatorState(creator.id)

    const again = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: player.id, permissions: ['use_powerups'] })
    again.assertStatus(409)
    assert.equal(again.body().error, 'This player is already a moderator')
    const missing = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: foreign.id, permissions: ['use_powerups'] })
    missing.assertStatus(404)
    assert.equal(missing.body().error, 'Player not found')
    assert.equal(await moderatorState(creator.id), before)
    assert.isFalse((await playersOf(client, otherToken))[0].isModerator)
  })

  test('promote validation: player and permissions required, password rules', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Erin')
    const before = await moderatorState(creator.id)
    const cases: [Record<string, unknown>, string][] = [
      [{ permissions: ['use_powerups'] }, 'Player Required'],
      [{ playerId: 'Erin', permissions: ['use_powerups'] }, 'Player Required'],
      [{ playerId: player.id }, 'Permissions Required'],
      [{ playerId: player.id, permissions: [] }, 'Permissions Required'],
      [
        { playerId: player.id, permissions: ['use_powerups'], password: 'weakpass' },
        'Invalid Password: Password must meet all requirements.',
      ],
    ]
    for (const [body, error] of cases) {
      const response = await client.post('/api/moderators/promote-player').bearerToken(token).json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, error)
    }
    assert.equal(await moderatorState(creator.id), before)
  })
})

test.group('Moderators: demote', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('demote: back to a normal player with data kept; cannot sign in; re-promotion restores the account', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Frank')
    const promoted = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: player.id, permissions: ['use_powerups'], password: STRONG_PASSWORD })
    const { id, username } = promoted.body().moderator
    const session = (await signIn(client, username, STRONG_PASSWORD)).body().token
    const powerupsBefore = (await playersOf(client, token))[0].powerups

    const response = await client.post(`/api/moderators/${id}/demote`).bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { success: true })

    const refused = await signIn(client, username, STRONG_PASSWORD)
    refused.assertStatus(403)
    await client
      .get('/api/auth/me')
      .bearerToken(session)
      .then((r) => r.assertStatus(401))
    const [frank] = await playersOf(client, token)
    assert.equal(frank.id, player.id)
    assert.isFalse(frank.isModerator)
    assert.deepEqual(frank.powerups, powerupsBefore)
    assert.deepEqual((await client.get('/api/moderators').bearerToken(token)).body().moderators, [])
    const entry = await db.from('audit_logs').where('event_type', 'MODERATOR_DEMOTED').where('target_id', id).first()
    assert.equal(entry.creator_id, creator.id)
    assert.equal(entry.target_name, 'Frank')

    const again = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: player.id, permissions: ['grant_powerups'] })
    again.assertStatus(201)
    assert.containsSubset(again.body().moderator, { id, status: 'ACTIVE', permissions: ['grant_powerups'] })
    await signIn(client, username, STRONG_PASSWORD).then((r) => r.assertStatus(200))
  })

  test("deleting a moderator's player leaves the moderator linked to no player; demotion makes one again", async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, 'Hana')
    const promoted = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: player.id, permissions: ['grant_powerups'], password: STRONG_PASSWORD })
    const { id, username } = promoted.body().moderator
    const session = (await signIn(client, username, STRONG_PASSWORD)).body().token

    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({ playerName: 'Hana' })
      .then((r) => r.assertStatus(200))
    const [moderator] = (await client.get('/api/moderators').bearerToken(token)).body().moderators
    assert.containsSubset(moderator, { id, status: 'ACTIVE', playerId: null, playerName: null, isPlayer: false })
    await client
      .get('/api/auth/me')
      .bearerToken(session)
      .then((r) => r.assertStatus(200))

    await client
      .post(`/api/moderators/${id}/demote`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    const players = await playersOf(client, token)
    assert.lengthOf(players, 1)
    assert.notEqual(players[0].id, player.id)
    const profile = await db.from('moderator_profiles').where('user_id', id).first()
    assert.equal(profile.player_id, players[0].id)
  })

  test('demoting an invited moderator makes them a player under their TikTok name', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const { moderator, payload } = await createModerator(client, token, { tiktokUsername: 'grace_live' })
    assert.isFalse(moderator.isPlayer)
    await client
      .post(`/api/moderators/${moderator.id}/demote`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    const players = await playersOf(client, token)
    assert.deepEqual(
      players.map((p) => [p.name, p.isModerator]),
      [['grace_live', false]]
    )
    const profile = await db.from('moderator_profiles').where('user_id', moderator.id).first()
    assert.equal(profile.player_id, players[0].id)
    await signIn(client, payload.username, STRONG_PASSWORD).then((r) => r.assertStatus(403))
  })

  test("a moderator created under an existing player's name is that player", async ({ client, assert }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, 'heidi')
    const { moderator } = await createModerator(client, token, { tiktokUsername: '@Heidi' })
    assert.containsSubset(moderator, { isPlayer: true, playerId: player.id })
    assert.isTrue((await playersOf(client, token))[0].isModerator)
  })
})
