import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { grant, raQuery } from '#modules/players/backend/tests/helpers'
import { addPlayer } from '../helpers.js'

test.group('Powerup holdings resource (react-admin)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists the creator ledger with type, player and usable filters; list only', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const alpha = await addPlayer(client, token, 'Alpha')
    await addPlayer(client, token, 'Beta')
    await grant(client, token, { playerName: 'Alpha', powerupType: 'TIME_MAKER', count: 2 }).then((r) => r.assertStatus(200))
    await client.post('/api/players/powerups/use').bearerToken(token).json({ playerId: 'Alpha', powerupType: 'mist' })

    const all = await client.get('/api/resources/powerup-holdings').bearerToken(token)
    all.assertStatus(200)
    assert.lengthOf(all.body(), 5)
    assert.equal(all.header('content-range'), 'powerup-holdings 0-4/5')

    const timeMakers = await client.get('/api/resources/powerup-holdings').bearerToken(token).qs(raQuery({ filter: { type: 'timemaker' } }))
    assert.deepEqual(timeMakers.body().map((h: any) => [h.type, h.count, h.playerId, h.usable]), [['time-maker', 2, alpha.id, true]])

    const alphaUsable = await client
      .get('/api/resources/powerup-holdings')
      .bearerToken(token)
      .qs(raQuery({ filter: { playerId: alpha.id, usable: true }, sort: ['type', 'ASC'] }))
    assert.deepEqual(alphaUsable.body().map((h: any) => h.type), ['glove', 'time-maker'])
    const spent = await client.get('/api/resources/powerup-holdings').bearerToken(token).qs(raQuery({ filter: { usable: false } }))
    assert.deepEqual(spent.body().map((h: any) => [h.type, h.count, h.originalCount]), [['mist', 0, 1]])

    await client.get('/api/resources/powerup-holdings').bearerToken(token).qs(raQuery({ filter: { type: 'rocket' } })).then((r) => r.assertStatus(400))
    await client.get('/api/resources/powerup-holdings').bearerToken(token).qs(raQuery({ filter: { usable: 'yes' } })).then((r) => r.assertStatus(400))
    const id = all.body()[0].id
    await client.post('/api/resources/powerup-holdings').bearerToken(token).json({ type: 'glove' }).then((r) => r.assertStatus(405))
    await client.put(`/api/resources/powerup-holdings/${id}`).bearerToken(token).json({ count: 99 }).then((r) => r.assertStatus(405))
    await client.delete(`/api/resources/powerup-holdings/${id}`).bearerToken(token).then((r) => r.assertStatus(405))
  })

  test("another creator cannot see or reach the ledger", async ({ client, assert }) => {
    const owner = await makeCreator()
    const intruder = await makeCreator()
    const player = await addPlayer(client, owner.token, 'Owned')
    const holdingId = player.powerups[0].id
    await client.get(`/api/resources/powerup-holdings/${holdingId}`).bearerToken(intruder.token).then((r) => r.assertStatus(404))
    const listed = await client.get('/api/resources/powerup-holdings').bearerToken(intruder.token)
    assert.deepEqual(listed.body(), [])
    const { token: adminToken } = await makeAdmin()
    await client.get('/api/resources/powerup-holdings').bearerToken(adminToken).then((r) => r.assertStatus(403))
  })
})
