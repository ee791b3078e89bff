import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeCreator } from '#tests/helpers/accounts'
import { queriesDuring } from '#tests/helpers/queries'
import startModerators from '../../start.js'
import { ALL_PERMISSIONS, createModerator, signIn, STRONG_PASSWORD } from '../helpers.js'

test.group('Moderators: activity from the ledger', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("grants and uses count per moderator, with last grant/use actions and today's figures", async ({
    client,
    assert,
  }) => {
    const { user: creator, token: creatorToken } = await makeCreator({ name: 'Streamer' })
    await client
      .post('/api/players')
      .bearerToken(creatorToken)
      .json({ name: 'Nia' })
      .then((r) => r.assertStatus(201))
    await client
      .post('/api/players')
      .bearerToken(creatorToken)
      .json({ name: 'Oz' })
      .then((r) => r.assertStatus(201))
    const { moderator, payload } = await createModerator(client, creatorToken, { permissions: ALL_PERMISSIONS })
    const { moderator: idle, payload: idlePayload } = await createModerator(client, creatorToken, {
      permissions: ALL_PERMISSIONS,
    })
    const token = (await signIn(client, payload.username, STRONG_PASSWORD)).body().token
    const idleToken = (await signIn(client, idlePayload.username, STRONG_PASSWORD)).body().token

    const grant = (playerName: string, powerupType: string, count: number) =>
      client
        .post('/api/players/powerups/grant')
        .bearerToken(token)
        .json({ playerName, powerupType, count })
        .then((r) => r.assertStatus(200))
    await grant('Nia', 'mist', 3)
    await grant('Oz', 'glove', 1)
    await grant('Oz', 'glove', 1)
    await client
      .post('/api/players/powerups/use')
      .bearerToken(token)
      .json({ playerId: 'Nia', powerupType: 'glove' })
      .then((r) => r.assertStatus(200))
    // The creator's own grants are not the moderator's.
    await client
      .post('/api/players/powerups/grant')
      .bearerToken(creatorToken)
      .json({ playerName: 'Nia', powerupType: 'glove', count: 2 })

    const listed = await client.get('/api/moderators').bearerToken(creatorToken)
    const byId = new Map(listed.body().moderators.map((m: { id: number }) => [m.id, m]))
    assert.containsSubset(byId.get(moderator.id), { powerupsGranted: 5, powerupsUsed: 1 })
    const active = byId.get(moderator.id) as Record<string, string>
    for (const field of ['lastGrantAction', 'lastUseAction', 'lastActive']) assert.isString(active[field], field)
    assert.containsSubset(byId.get(idle.id), {
      powerupsGranted: 0,
      powerupsUsed: 0,
      lastGrantAction: null,
      lastUseAction: null,
    })

    const stats = await client.get('/api/moderators/stats/overview').bearerToken(creatorToken)
    assert.containsSubset(stats.body().stats, { powerupsGranted: 5, powerupsUsed: 1, active: 2 })

    const mine = await client.get('/api/moderators/me/activity').bearerToken(token)
    mine.assertStatus(200)
    assert.isTrue(mine.body().success)
    assert.deepEqual(mine.body().activity.today, { granted: 5, used: 1, activePlayers: 2, totalActions: 4 })
    assert.deepEqual(mine.body().activity.creator, {
      id: creator.id,
      name: 'Streamer',
      tiktokUsername: creator.tiktokUsername,
      isActive: true,
    })
    assert.sameMembers(mine.body().activity.permissions, ALL_PERMISSIONS)
    assert.equal(mine.body().activity.status, 'ACTIVE')

    const idleActivity = await client.get('/api/moderators/me/activity').bearerToken(idleToken)
    assert.deepEqual(idleActivity.body().activity.today, { granted: 0, used: 0, activePlayers: 0, totalActions: 0 })
    await client
      .get('/api/moderators/me/activity')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(403))
  })

  test('what the creator undoes of a moderator’s grants and uses no longer counts for the moderator', async ({
    client,
    assert,
  }) => {
    const { token: creatorToken } = await makeCreator()
    await client
      .post('/api/players')
      .bearerToken(creatorToken)
      .json({ name: 'Nia' })
      .then((r) => r.assertStatus(201))
    const { moderator, payload } = await createModerator(client, creatorToken, { permissions: ALL_PERMISSIONS })
    const token = (await signIn(client, payload.username, STRONG_PASSWORD)).body().token
    const granted = await client
      .post('/api/players/powerups/grant')
      .bearerToken(token)
      .json({ playerName: 'Nia', powerupType: 'time-maker', count: 3 })
    granted.assertStatus(200)
    const used = async () => {
      const response = await client
        .post('/api/players/powerups/use')
        .bearerToken(token)
        .json({ playerId: 'Nia', powerupType: 'time-maker' })
      response.assertStatus(200)
      return response.body().entryId as string
    }
    await used()
    const undone = await used()
    const figures = async () => {
      const listed = await client.get('/api/moderators').bearerToken(creatorToken)
      const stats = await client.get('/api/moderators/stats/overview').bearerToken(creatorToken)
      const mine = await client.get('/api/moderators/me/activity').bearerToken(token)
      const entry = listed.body().moderators.find((m: { id: number }) => m.id === moderator.id)
      return {
        listed: [entry.powerupsGranted, entry.powerupsUsed],
        stats: [stats.body().stats.powerupsGranted, stats.body().stats.powerupsUsed],
        today: [mine.body().activity.today.granted, mine.body().activity.today.used],
      }
    }
    assert.deepEqual(await figures(), { listed: [3, 2], stats: [3, 2], today: [3, 2] })

    const undo = (entryId: string) =>
      client.post(`/api/powerups/ledger/${entryId}/undo`).bearerToken(creatorToken).json({})
    ;(await undo(undone)).assertStatus(200)
    assert.deepEqual(await figures(), { listed: [3, 1], stats: [3, 1], today: [3, 1] })
    // The grant undone takes back its 2 unused units: the one used before stays granted.
    ;(await undo(granted.body().entryId)).assertStatus(200)
    assert.deepEqual(await figures(), { listed: [1, 1], stats: [1, 1], today: [1, 1] })
  })

  test('on a server, a burst of actions stamps the profile once per new kind, then once when read', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { token: creatorToken } = await makeCreator()
    await client.post('/api/players').bearerToken(creatorToken).json({ name: 'Nia' })
    const { moderator, payload } = await createModerator(client, creatorToken, { permissions: ALL_PERMISSIONS })
    const token = (await signIn(client, payload.username, STRONG_PASSWORD)).body().token
    const stop = await startModerators()
    cleanup(stop)

    const ledger = (path: string, body: object) =>
      client
        .post(`/api/players/powerups/${path}`)
        .bearerToken(token)
        .json(body)
        .then((r) => r.assertStatus(200))
    const grant = () => ledger('grant', { playerName: 'Nia', powerupType: 'mist' })
    const use = () => ledger('use', { playerId: 'Nia', powerupType: 'mist' })
    const stampWrites = (statements: string[]) =>
      statements.filter((sql) => /^update .moderator_profiles./i.test(sql)).length

    assert.equal(stampWrites(await queriesDuring(grant)), 1, 'the first grant: written at once')
    assert.equal(stampWrites(await queriesDuring(async () => [await grant(), await grant()])), 0, 'repeats wait')
    assert.equal(stampWrites(await queriesDuring(use)), 1, 'the first use: written at once')
    const lastGrant = await queriesDuring(grant).then(() => db.from('audit_logs').max('created_at as at').first())

    const listed = await queriesDuring(() => client.get('/api/moderators').bearerToken(creatorToken))
    assert.equal(stampWrites(listed), 1, 'reading the stamps writes what waited, once')
    const profile = await db.from('moderator_profiles').where('user_id', moderator.id).first()
    assert.equal(new Date(profile.last_grant_action).getTime(), new Date(lastGrant!.at).getTime())
    assert.isAtLeast(new Date(profile.last_active).getTime(), new Date(profile.last_use_action).getTime())
  })
})
