import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { makeCreator, makeModerator } from '#tests/helpers/accounts'
import { declaredPermission } from '#core/module_loader'
import type { ModeratorPermission } from '../../../shared/moderators.js'
import { chatModeratorCan, moderatorPermissionsOf, moderatorPlayerIds } from '../../services/moderator_permissions.js'
import { ALL_PERMISSIONS, createModerator, setPermissions, signIn, STRONG_PASSWORD } from '../helpers.js'

/** Every subset of the four permissions (16). */
const subsets: ModeratorPermission[][] = Array.from({ length: 1 << ALL_PERMISSIONS.length }, (_, mask) =>
  ALL_PERMISSIONS.filter((_permission, bit) => mask & (1 << bit))
)

/** A player's units by type and aliases. */
async function playerState(creatorId: number, playerId: number) {
  const units = async (type: string) =>
    Number(
      (
        await db
          .from('powerup_holdings')
          .where({ creator_id: creatorId, player_id: playerId, type })
          .sum('count as n')
          .first()
      )?.n ?? 0
    )
  const player = await db.from('players').where('id', playerId).first()
  return { mist: await units('mist'), glove: await units('glove'), aliases: JSON.parse(player.aliases) as string[] }
}

async function ledgerState(creatorId: number) {
  const players = await db
    .from('players')
    .where('creator_id', creatorId)
    .orderBy('id')
    .select('id', 'name', 'aliases', 'is_active')
  const holdings = await db
    .from('powerup_holdings')
    .where('creator_id', creatorId)
    .orderBy('id')
    .select('id', 'type', 'count')
  return JSON.stringify({ players, holdings })
}

/** A creator, one player, and an ACTIVE moderator signed in through the API. */
async function setup(client: ApiClient) {
  const { user: creator, token: creatorToken } = await makeCreator()
  const playerResponse = await client.post('/api/players').bearerToken(creatorToken).json({ name: 'Ivy' })
  playerResponse.assertStatus(201)
  const { moderator, payload } = await createModerator(client, creatorToken, { permissions: ALL_PERMISSIONS })
  const session = await signIn(client, payload.username, STRONG_PASSWORD)
  session.assertStatus(200)
  return {
    creator,
    creatorToken,
    player: playerResponse.body().player as { id: number; name: string },
    moderator,
    tiktokUsername: payload.tiktokUsername,
    token: session.body().token as string,
  }
}

test.group('Moderators: permission matrix (grant / use / edit / chat)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each permission allows exactly its action; a refused action changes nothing', async ({ client, assert }) => {
    const { creator, creatorToken, moderator, tiktokUsername, token } = await setup(client)
    for (const [index, granted] of subsets.entries()) {
      await setPermissions(moderator.id, granted)
      const has = (permission: ModeratorPermission) => granted.includes(permission)
      const label = `[${granted.join(', ')}]`
      // A fresh player with the starter pack (2 gloves, 1 mist) for each combination.
      const player = (
        await client
          .post('/api/players')
          .bearerToken(creatorToken)
          .json({ name: `Ivy ${index}` })
      ).body().player
      const before = await playerState(creator.id, player.id)

      const grant = await client
        .post('/api/players/powerups/grant')
        .bearerToken(token)
        .json({ playerName: player.name, powerupType: 'mist', count: 1 })
      const use = await client
        .post('/api/players/powerups/use')
        .bearerToken(token)
        .json({ playerId: player.name, powerupType: 'glove' })
      const edit = await client
        .put('/api/players')
        .bearerToken(token)
        .json({ playerId: player.id, updates: { aliases: [`renamed-${index}`] } })
      const checks: [ModeratorPermission, typeof grant][] = [
        ['grant_powerups', grant],
        ['use_powerups', use],
        ['manage_players', edit],
      ]
      for (const [permission, response] of checks) {
        if (has(permission)) {
          assert.equal(response.status(), 200, `${label} ${permission}: ${response.text()}`)
        } else {
          assert.equal(response.status(), 403, `${label} ${permission}`)
          const { denied, code } = declaredPermission(permission)
          assert.deepEqual(response.body(), { success: false, error: denied, code })
        }
      }
      assert.deepEqual(
        await playerState(creator.id, player.id),
        {
          mist: before.mist + (has('grant_powerups') ? 1 : 0),
          glove: before.glove - (has('use_powerups') ? 1 : 0),
          aliases: has('manage_players') ? [`renamed-${index}`] : before.aliases,
        },
        label
      )

      assert.equal(
        await chatModeratorCan(creator.id, tiktokUsername, 'chat_commands'),
        has('chat_commands'),
        `${label} chat`
      )
      assert.equal(
        await chatModeratorCan(creator.id, `@${tiktokUsername.toUpperCase()}`, 'chat_commands'),
        has('chat_commands')
      )
      for (const permission of ALL_PERMISSIONS)
        assert.equal((await moderatorPermissionsOf(moderator.id)).includes(permission), has(permission))
    }
  })

  test('moderators may view players, never add or delete them', async ({ client, assert }) => {
    const { creator, player, token } = await setup(client)
    const before = await ledgerState(creator.id)
    await client
      .get('/api/players')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    await client
      .post('/api/players')
      .bearerToken(token)
      .json({ name: 'New' })
      .then((r) => r.assertStatus(403))
    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({ playerName: player.name })
      .then((r) => r.assertStatus(403))
    assert.equal(await ledgerState(creator.id), before)
  })

  test('removed, suspended, pending and demoted moderators hold no permission', async ({ client, assert }) => {
    const { creator, creatorToken, tiktokUsername, moderator } = await setup(client)
    for (const status of ['SUSPENDED', 'PENDING', 'INACTIVE']) {
      await db.from('moderator_profiles').where('user_id', moderator.id).update({ status })
      for (const permission of ALL_PERMISSIONS)
        assert.isFalse((await moderatorPermissionsOf(moderator.id)).includes(permission), status)
      assert.isFalse(await chatModeratorCan(creator.id, tiktokUsername, 'chat_commands'))
    }
    assert.isFalse(await chatModeratorCan(creator.id, 'nobody_here', 'chat_commands'))
    assert.isFalse(await chatModeratorCan(creator.id, '', 'chat_commands'))
    assert.isOk(creatorToken)
  })

  test('a moderator of creator A acting on creator B: 404/403 and nothing changes', async ({ client, assert }) => {
    const { token } = await setup(client)
    const { user: creatorB, token: tokenB } = await makeCreator()
    const playerB = (await client.post('/api/players').bearerToken(tokenB).json({ name: 'Bea' })).body().player
    const { moderator: modB } = await createModerator(client, tokenB)
    const before = await ledgerState(creatorB.id)
    const profilesBefore = JSON.stringify(await db.from('moderator_profiles').where('creator_id', creatorB.id))

    const grant = await client
      .post('/api/players/powerups/grant')
      .bearerToken(token)
      .json({ playerName: 'Bea', powerupType: 'glove' })
    grant.assertStatus(404)
    await client
      .post('/api/players/powerups/use')
      .bearerToken(token)
      .json({ playerId: 'Bea', powerupType: 'glove' })
      .then((r) => r.assertStatus(404))
    await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: playerB.id, updates: { name: 'Hacked' } })
      .then((r) => r.assertStatus(404))
    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({ playerName: 'Bea' })
      .then((r) => r.assertStatus(403))
    await client
      .put(`/api/moderators/${modB.id}`)
      .bearerToken(token)
      .json({ displayName: 'Hacked' })
      .then((r) => r.assertStatus(403))
    await client
      .post(`/api/moderators/${modB.id}/demote`)
      .bearerToken(token)
      .then((r) => r.assertStatus(403))
    const listed = await client.get('/api/players').bearerToken(token)
    assert.notInclude(
      listed.body().players.map((p: { name: string }) => p.name),
      'Bea'
    )

    assert.equal(await ledgerState(creatorB.id), before)
    assert.equal(JSON.stringify(await db.from('moderator_profiles').where('creator_id', creatorB.id)), profilesBefore)
  })

  test("moderatorPlayerIds lists the creator's players who are moderators now", async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const ids: number[] = []
    for (const name of ['Jo', 'Kim', 'Lee'])
      ids.push((await client.post('/api/players').bearerToken(token).json({ name })).body().player.id)
    const promote = (playerId: number) =>
      client
        .post('/api/moderators/promote-player')
        .bearerToken(token)
        .json({ playerId, permissions: ['use_powerups'] })
    await promote(ids[0])
    const demoted = (await promote(ids[1])).body().moderator
    await client
      .post(`/api/moderators/${demoted.id}/demote`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    assert.deepEqual(await moderatorPlayerIds(creator.id), [ids[0]])
    const { user: other } = await makeCreator()
    assert.deepEqual(await moderatorPlayerIds(other.id), [])
  })

  test('a moderator made outside this module (no profile) holds no permission', async ({ client, assert }) => {
    const { user: creator, token: creatorToken } = await makeCreator()
    await client.post('/api/players').bearerToken(creatorToken).json({ name: 'Max' })
    const { user, token } = await makeModerator(creator)
    assert.isFalse((await moderatorPermissionsOf(user.id)).includes('grant_powerups'))
    await client
      .post('/api/players/powerups/grant')
      .bearerToken(token)
      .json({ playerName: 'Max', powerupType: 'glove' })
      .then((r) => r.assertStatus(403))
  })
})

test.group('Moderators: the session tells the screens what the moderator may do', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sign-in and /api/auth/me carry the moderator permissions; creators have none listed', async ({
    client,
    assert,
  }) => {
    const { creatorToken, moderator, token } = await setup(client)
    await setPermissions(moderator.id, ['grant_powerups'])
    const me = await client.get('/api/auth/me').bearerToken(token)
    me.assertStatus(200)
    assert.deepEqual(me.body().user.permissions, ['grant_powerups'])

    const { payload } = await createModerator(client, creatorToken, { permissions: ['use_powerups', 'chat_commands'] })
    const signedIn = await signIn(client, payload.username, STRONG_PASSWORD)
    assert.deepEqual(signedIn.body().user.permissions, ['use_powerups', 'chat_commands'])

    const creatorMe = await client.get('/api/auth/me').bearerToken(creatorToken)
    assert.isNull(creatorMe.body().user.permissions)
  })

  test('a suspended moderator holds no permission', async ({ client, assert }) => {
    const { moderator, token } = await setup(client)
    await db.from('moderator_profiles').where('user_id', moderator.id).update({ status: 'SUSPENDED' })
    const me = await client.get('/api/auth/me').bearerToken(token)
    me.assertStatus(200)
    assert.deepEqual(me.body().user.permissions, [])
  })
})
