import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { grant, use } from '#modules/players/backend/tests/helpers'
import { addPlayer, withGrantPolicy } from '#modules/powerups/backend/tests/helpers'
import { startMatch } from '../helpers.js'

test.group('GET /api/live/matches/limits: the limits in force, for the team and admins', () => {
  test('the default, then what an admin saved; bad setting values never reach it', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const { token: moderatorToken } = await makeModerator(creator)
    const { token: adminToken } = await makeAdmin()
    const limits = (bearer: string) => client.get('/api/live/matches/limits').bearerToken(bearer)

    const initial = await limits(token)
    initial.assertStatus(200)
    assert.deepEqual(initial.body(), { success: true, limits: { 'time-maker': 3 }, custom: false })

    const save = (value: string) =>
      client
        .put('/api/admin/settings')
        .bearerToken(adminToken)
        .json({ matches: { matchLimits: value } })
    ;(await save('{"glove": 2, "time-maker": 3, "mist": null}')).assertStatus(200)
    assert.deepEqual((await limits(moderatorToken)).body().limits, { glove: 2, 'time-maker': 3 })
    assert.deepEqual((await limits(adminToken)).body().limits, { glove: 2, 'time-maker': 3 })
    assert.equal((await save('{"glove": -1}')).status(), 400)
    assert.deepEqual((await limits(token)).body().limits, { glove: 2, 'time-maker': 3 })

    // Put back through the API, so no process keeps the test's value in its copy of the settings.
    ;(await save('{"time-maker":3}')).assertStatus(200)
    assert.equal((await client.get('/api/live/matches/limits')).status(), 401)
  })
})

test.group('PUT /api/live/matches/limits: a creator sets their own limits', (group) => {
  group.each.setup(withGrantPolicy({ maxPowerupsPerPlayer: 100 }))

  test('the creator saves, moderators read, bad input changes nothing, null is the default again', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const { token: moderatorToken } = await makeModerator(creator)
    const { user: other } = await makeCreator()
    const save = (bearer: string, limits: unknown) =>
      client.put('/api/live/matches/limits').bearerToken(bearer).json({ limits })
    const read = (bearer: string) => client.get('/api/live/matches/limits').bearerToken(bearer)

    const saved = await save(token, { 'time-maker': 1, glove: 2, mist: null })
    saved.assertStatus(200)
    assert.deepEqual(saved.body(), { success: true, limits: { 'time-maker': 1, glove: 2 }, custom: true })
    assert.deepEqual((await read(moderatorToken)).body().limits, { 'time-maker': 1, glove: 2 })

    const refused = [
      await save(token, { glove: -1 }),
      await save(token, { glove: 1.5 }),
      await save(token, { glove: 'two' }),
      await save(token, { 'time-maker': 1001 }),
      await save(token, { sword: 1 }),
      await save(token, [1]),
      await save(moderatorToken, { glove: 5 }),
    ]
    assert.deepEqual(
      refused.map((response) => response.status()),
      [400, 400, 400, 400, 400, 400, 403]
    )
    assert.equal(refused[4].body().code, 'matches.unknown_type')
    assert.deepEqual(refused[4].body().params, { type: 'sword' })
    assert.deepEqual((await read(token)).body().limits, { 'time-maker': 1, glove: 2 })

    const entries = await db
      .from('audit_logs')
      .where('creator_id', creator.id)
      .where('event_type', 'MATCH_LIMITS_UPDATED')
    assert.lengthOf(entries, 1)
    assert.equal(entries[0].actor_id, creator.id)

    // Another creator still has the system default.
    const otherRow = await db.from('live_settings').where('creator_id', other.id).first()
    assert.notExists(otherRow?.match_limits)

    ;(await save(token, null)).assertStatus(200)
    assert.deepEqual((await read(token)).body(), { success: true, limits: { 'time-maker': 3 }, custom: false })
  })

  test("the use guard counts against the creator's own limit; other creators keep the default", async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    await addPlayer(client, token, 'holder')
    await grant(client, token, { playerName: 'holder', powerupType: 'time-maker', count: 5 }).then((r) =>
      r.assertStatus(200)
    )
    await client
      .put('/api/live/matches/limits')
      .bearerToken(token)
      .json({ limits: { 'time-maker': 1, glove: 0 } })
      .then((r) => r.assertStatus(200))
    await startMatch(creator.id)

    await use(client, token, 'holder', 'time-maker').then((r) => r.assertStatus(200))
    const beyond = await use(client, token, 'holder', 'time-maker')
    beyond.assertStatus(409)
    assert.deepEqual(beyond.body().params, { type: 'time-maker', limit: 1, used: 1 })
    assert.equal((await use(client, token, 'holder', 'glove')).status(), 409, 'a limit of 0 refuses every use')
    // Mist is not in the creator's limits: none applies.
    await use(client, token, 'holder', 'mist').then((r) => r.assertStatus(200))
  })
})
