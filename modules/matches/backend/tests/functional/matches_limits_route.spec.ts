import { test } from '@japa/runner'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'

test.group('GET /api/live/matches/limits: the limits in force, for the team and admins', () => {
  test('the default, then what an admin saved; bad setting values never reach it', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const { token: moderatorToken } = await makeModerator(creator)
    const { token: adminToken } = await makeAdmin()
    const limits = (bearer: string) => client.get('/api/live/matches/limits').bearerToken(bearer)

    const initial = await limits(token)
    initial.assertStatus(200)
    assert.deepEqual(initial.body(), { success: true, limits: { 'time-maker': 3 } })

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
