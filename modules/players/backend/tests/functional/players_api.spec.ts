import { test } from '@japa/runner'
import { PLAYER_MESSAGES } from '#modules/players/shared/players'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import {
  addPlayer,
  apiModerator,
  auditOf,
  countRows,
  grant,
  impersonate,
  listPlayers,
  parseDetails,
  use,
} from '../helpers.js'

test.group('Players API: create and list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new player answers the spec shape with the starter pack (2 gloves, 1 mist, 30 days)', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const response = await client
      .post('/api/players')
      .bearerToken(token)
      .json({ name: 'NightOwl', aliases: ['owl', '@Owly'] })
    response.assertStatus(201)
    const { success, player } = response.body()
    assert.isTrue(success)
    assert.containsSubset(player, { name: 'NightOwl', aliases: ['owl', '@Owly'], isActive: true, isModerator: false })
    assert.isNumber(player.id)
    assert.isString(player.createdAt)
    assert.isString(player.lastActive)
    const byType = Object.fromEntries(player.powerups.map((p: any) => [p.type, p]))
    assert.sameMembers(Object.keys(byType), ['glove', 'mist'])
    assert.equal(byType.glove.count, 2)
    assert.equal(byType.mist.count, 1)
    for (const holding of player.powerups) {
      assert.includeMembers(Object.keys(holding), ['id', 'type', 'count', 'isActive', 'expiresAt'])
      assert.isTrue(holding.isActive)
      const days = DateTime.fromISO(holding.expiresAt).diffNow('days').days
      assert.isAbove(days, 29.9)
      assert.isBelow(days, 30.1)
      assert.equal(holding.source, 'starter')
    }

    const [created] = await auditOf('PLAYER_CREATED', creator.id)
    assert.containsSubset(created, {
      actor_type: 'CREATOR',
      actor_id: creator.id,
      target_type: 'PLAYER',
      target_id: player.id,
      target_name: 'NightOwl',
    })
    const grants = await auditOf('POWERUP_GRANTED', creator.id)
    assert.sameMembers(
      grants.map((g) => parseDetails(g).powerupType),
      ['glove', 'mist']
    )
    assert.deepEqual(
      grants.map((g) => parseDetails(g).source),
      ['starter', 'starter']
    )
  })

  test('GET /api/players lists the creator players by name with their active powerups', async ({ client, assert }) => {
    const { token } = await makeCreator()
    assert.deepEqual((await client.get('/api/players').bearerToken(token)).body(), { success: true, players: [] })
    await addPlayer(client, token, 'zed')
    const amy = await addPlayer(client, token, 'Amy')
    const players = await listPlayers(client, token)
    assert.deepEqual(
      players.map((p) => p.name),
      ['Amy', 'zed']
    )
    // The create answer and the list read alike (timestamps included).
    assert.deepEqual(players[0], amy)
  })

  test('names are unique per creator: any case, with or without @, names and aliases alike', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'Alice', ['ally'])
    for (const body of [
      { name: 'alice' },
      { name: '@ALICE ' },
      { name: 'Ally' },
      { name: 'Bob', aliases: ['@alice'] },
      { name: 'Cleo', aliases: ['ALLY'] },
    ]) {
      const response = await client.post('/api/players').bearerToken(token).json(body)
      response.assertStatus(400)
      assert.deepEqual(response.body(), { success: false, error: 'Player already exists', code: 'players.exists' })
    }
    assert.equal(await countRows('players', creator.id), 1)
    // Another creator may have their own Alice.
    const other = await makeCreator()
    await addPlayer(client, other.token, 'alice')
  })

  test('blank names are refused with the spec text', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: '@' }, { name: null }]) {
      const response = await client.post('/api/players').bearerToken(token).json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, 'Player name cannot be empty')
    }
    assert.equal(await countRows('players', creator.id), 0)
  })

  test('an edit that empties the name is refused with the same text, and renames nothing', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, 'Keeper')
    for (const name of ['', '   ', null]) {
      const response = await client
        .put('/api/players')
        .bearerToken(token)
        .json({ playerId: player.id, updates: { name } })
      response.assertStatus(400)
      assert.equal(response.body().error, 'Player name cannot be empty')
    }
    const [kept] = await db.from('players').where('id', player.id)
    assert.equal(kept.name, 'Keeper')
  })

  test('names with control characters or nothing visible are refused; emoji with joiners are names', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '\u200b' }, PLAYER_MESSAGES.invisibleName],
      [{ name: '\u200b\u2060 \u200d' }, PLAYER_MESSAGES.invisibleName],
      [{ name: '\u0001\u0007bell' }, PLAYER_MESSAGES.controlCharacters],
      [{ name: 'a\nb' }, PLAYER_MESSAGES.controlCharacters],
      [{ name: 'Ok', aliases: ['tab\there'] }, PLAYER_MESSAGES.controlCharacters],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/players').bearerToken(token).json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, message, JSON.stringify(body))
    }
    assert.equal(await countRows('players', creator.id), 0)
    const family = await client.post('/api/players').bearerToken(token).json({ name: '👨‍👩‍👧 Family' })
    family.assertStatus(201)
    const renamed = await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: family.body().player.id, updates: { name: 'line\nbreak' } })
    renamed.assertStatus(400)
    assert.equal(renamed.body().error, PLAYER_MESSAGES.controlCharacters)
  })

  test('bad input answers 4xx with a message and creates nothing', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const huge = 'x'.repeat(10_000)
    const bodies: unknown[] = [
      { name: 123 },
      { name: ['a'] },
      { name: huge },
      { name: 'ok', aliases: 'owl' },
      { name: 'ok', aliases: [1, 2] },
      { name: 'ok', aliases: [huge] },
      { name: 'ok', aliases: Array.from({ length: 50 }, (_, i) => `a${i}`) },
      { name: 'ok', source: 'chat' },
      [],
    ]
    for (const body of bodies) {
      const response = await client
        .post('/api/players')
        .bearerToken(token)
        .json(body as object)
      assert.equal(response.status(), 400, JSON.stringify(body).slice(0, 80))
      assert.isFalse(response.body().success)
      assert.isString(response.body().error)
    }
    const raw = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/players`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{oops',
    })
    assert.equal(raw.status, 400)
    assert.equal(await countRows('players', creator.id), 0)
  })

  test('aliases are trimmed, blanks and repeats of the name dropped', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, '  Luna ', [' luna_tv ', '  ', 'LUNA', '@Luna_TV', 'moon'])
    assert.equal(player.name, 'Luna')
    assert.deepEqual(player.aliases, ['luna_tv', 'moon'])
  })
})

test.group('Players API: update and delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('PUT renames, re-aliases and deactivates, audited with the changed fields', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Marcus', ['marc'])
    const response = await client
      .put('/api/players')
      .bearerToken(token)
      .json({
        playerId: player.id,
        updates: { name: 'Marcus_TheBeast', aliases: ['marcus', 'beast'], isActive: false },
      })
    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      success: true,
      player: { id: player.id, name: 'Marcus_TheBeast', aliases: ['marcus', 'beast'], isActive: false },
    })
    const [entry] = await auditOf('PLAYER_UPDATED', creator.id)
    assert.deepEqual(parseDetails(entry).changed, ['name', 'aliases', 'isActive'])
    assert.equal(parseDetails(entry).before.name, 'Marcus')
    assert.equal(entry.target_name, 'Marcus_TheBeast')
  })

  test('renaming onto an alias of the same player drops that alias; onto another player is refused', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const bob = await addPlayer(client, token, 'Bob', ['rob', 'bobby'])
    await addPlayer(client, token, 'Carl', ['charlie'])
    const renamed = await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: bob.id, updates: { name: 'Rob' } })
    renamed.assertStatus(200)
    assert.deepEqual(renamed.body().player.aliases, ['bobby'])
    for (const updates of [{ name: '@carl' }, { aliases: ['CHARLIE'] }]) {
      const response = await client.put('/api/players').bearerToken(token).json({ playerId: bob.id, updates })
      response.assertStatus(400)
      assert.equal(response.body().error, 'Player already exists')
    }
    const players = await listPlayers(client, token)
    assert.deepEqual(
      players.map((p) => p.name),
      ['Carl', 'Rob']
    )
  })

  test('PUT errors: unknown player 404, nothing to update and bad types 400', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, 'Dana')
    const missing = await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: 999999, updates: { name: 'x' } })
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { success: false, error: 'Player not found', code: 'players.not_found' })
    const bodies: unknown[] = [
      { playerId: player.id, updates: {} },
      { playerId: player.id },
      { playerId: 'abc', updates: { name: 'x' } },
      { playerId: player.id, updates: { name: '  ' } },
      { playerId: player.id, updates: { isActive: 'yes' } },
      { playerId: player.id, updates: { aliases: 'x' } },
      { playerId: player.id, updates: { name: 'y'.repeat(5000) } },
    ]
    for (const body of bodies) {
      const response = await client
        .put('/api/players')
        .bearerToken(token)
        .json(body as object)
      assert.equal(response.status(), 400, JSON.stringify(body).slice(0, 80))
    }
    const [unchanged] = await listPlayers(client, token)
    assert.containsSubset(unchanged, { name: 'Dana', isActive: true, aliases: [] })
  })

  test('DELETE removes the player with powerups and history, by name in any spelling', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const player = await addPlayer(client, token, 'Sakura', ['blossom'])
    await use(client, token, 'Sakura', 'glove').then((r) => r.assertStatus(200))
    const response = await client.delete('/api/players/delete').bearerToken(token).json({ playerName: '@SAKURA' })
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.equal(await countRows('players', creator.id), 0)
    assert.equal(await countRows('powerup_holdings', creator.id), 0)
    assert.equal(await countRows('powerup_uses', creator.id), 0)
    const [entry] = await auditOf('PLAYER_DELETED', creator.id)
    assert.containsSubset(entry, { target_id: player.id, target_name: 'Sakura', actor_type: 'CREATOR' })
    // The audit trail outlives the player.
    assert.lengthOf(await auditOf('POWERUP_USED', creator.id), 1)

    const again = await client.delete('/api/players/delete').bearerToken(token).json({ playerName: 'Sakura' })
    again.assertStatus(404)
    assert.equal(again.body().error, 'Player not found')
    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({})
      .then((r) => r.assertStatus(400))
    // Clients whose DELETE carries no body (the CLI) send the name in the query string.
    await addPlayer(client, token, 'ByQuery')
    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .qs({ playerName: 'byquery' })
      .then((r) => r.assertStatus(200))
    assert.equal(await countRows('players', creator.id), 0)
    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({ playerName: 42 })
      .then((r) => r.assertStatus(400))
  })
})

test.group('Players API: who may act', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no token → 401', async ({ client }) => {
    await client.get('/api/players').then((r) => r.assertStatus(401))
    await client
      .post('/api/players')
      .json({ name: 'x' })
      .then((r) => r.assertStatus(401))
  })

  test('another creator sees nothing and changes nothing (404)', async ({ client, assert }) => {
    const owner = await makeCreator()
    const intruder = await makeCreator()
    const player = await addPlayer(client, owner.token, 'Private')
    assert.deepEqual(await listPlayers(client, intruder.token), [])
    await client
      .put('/api/players')
      .bearerToken(intruder.token)
      .json({ playerId: player.id, updates: { name: 'Hacked' } })
      .then((r) => r.assertStatus(404))
    await client
      .delete('/api/players/delete')
      .bearerToken(intruder.token)
      .json({ playerName: 'Private' })
      .then((r) => r.assertStatus(404))
    await grant(client, intruder.token, { playerName: 'Private', powerupType: 'glove' }).then((r) =>
      r.assertStatus(404)
    )
    await use(client, intruder.token, 'Private', 'glove').then((r) => r.assertStatus(404))
    const [unchanged] = await listPlayers(client, owner.token)
    assert.equal(unchanged.name, 'Private')
    assert.deepEqual(unchanged.powerups, player.powerups)
    assert.equal(await countRows('powerup_uses', owner.user.id), 0)
  })

  test("a moderator sees their creator's players, edits them with manage_players, never adds or deletes", async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const mod = await apiModerator(client, token)
    const player = await addPlayer(client, token, 'Luna')
    assert.deepEqual(
      (await listPlayers(client, mod.token)).map((p) => p.id),
      [player.id]
    )

    const refused = await client.post('/api/players').bearerToken(mod.token).json({ name: 'New' })
    refused.assertStatus(403)
    assert.isFalse(refused.body().success)
    await client
      .delete('/api/players/delete')
      .bearerToken(mod.token)
      .json({ playerName: 'Luna' })
      .then((r) => r.assertStatus(403))

    const edited = await client
      .put('/api/players')
      .bearerToken(mod.token)
      .json({ playerId: player.id, updates: { aliases: ['moon'] } })
    edited.assertStatus(200)
    const [entry] = await auditOf('PLAYER_UPDATED', creator.id)
    assert.containsSubset(entry, { actor_type: 'MODERATOR', actor_id: mod.id })

    const withoutManage = await apiModerator(client, token, ['grant_powerups', 'use_powerups'])
    const denied = await client
      .put('/api/players')
      .bearerToken(withoutManage.token)
      .json({ playerId: player.id, updates: { aliases: [] } })
    denied.assertStatus(403)
    assert.equal(denied.body().error, 'You do not have permission to manage players')
    const [unchanged] = await listPlayers(client, token)
    assert.deepEqual(unchanged.aliases, ['moon'])
    assert.equal(await countRows('players', creator.id), 1)
  })

  test("a moderator of another creator cannot reach this creator's players", async ({ client, assert }) => {
    const owner = await makeCreator()
    const other = await makeCreator()
    const { token: otherMod } = await apiModerator(client, other.token)
    const player = await addPlayer(client, owner.token, 'Target')
    assert.deepEqual(await listPlayers(client, otherMod), [])
    await client
      .put('/api/players')
      .bearerToken(otherMod)
      .json({ playerId: player.id, updates: { name: 'x' } })
      .then((r) => r.assertStatus(404))
    await grant(client, otherMod, { playerName: 'Target', powerupType: 'mist' }).then((r) => r.assertStatus(404))
    assert.equal(await countRows('powerup_holdings', owner.user.id), 2)
  })

  test('an admin needs to impersonate: 403 without, acts as the creator with', async ({ client, assert }) => {
    const { token: adminToken, user: admin } = await makeAdmin()
    const { user: creator } = await makeCreator()
    for (const call of [
      client.get('/api/players').bearerToken(adminToken),
      client.post('/api/players').bearerToken(adminToken).json({ name: 'x' }),
      client
        .put('/api/players')
        .bearerToken(adminToken)
        .json({ playerId: 1, updates: { name: 'x' } }),
      client.delete('/api/players/delete').bearerToken(adminToken).json({ playerName: 'x' }),
    ]) {
      const response = await call
      response.assertStatus(403)
      assert.isFalse(response.body().success)
    }
    assert.equal(await countRows('players', creator.id), 0)

    const asCreator = await impersonate(client, adminToken, creator.id)
    const player = await addPlayer(client, asCreator, 'ViaAdmin')
    assert.lengthOf(await listPlayers(client, asCreator), 1)
    const [entry] = await auditOf('PLAYER_CREATED', creator.id)
    assert.containsSubset(entry, { actor_type: 'CREATOR', target_id: player.id })
    const metadata = typeof entry.metadata === 'string' ? JSON.parse(entry.metadata) : entry.metadata
    assert.equal(metadata.impersonatedBy, admin.email)
  })

  test('lastActive moves on grant and use', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, 'Diego')
    await db.from('players').where('id', player.id).update({ last_active: null })
    await grant(client, token, { playerName: 'Diego', powerupType: 'mist' }).then((r) => r.assertStatus(200))
    const [after] = await listPlayers(client, token)
    assert.isString(after.lastActive)
  })
})
