import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { addPlayer, apiModerator, auditOf, countRows, listPlayers, raQuery } from '../helpers.js'

test.group('Players resource (react-admin)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('list searches name and aliases, filters active, sorts, and answers Content-Range', async ({ client, assert }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'NightOwl', ['owly'])
    const luna = await addPlayer(client, token, 'Luna', ['moonlight'])
    await addPlayer(client, token, 'Marcus')
    await client.put('/api/players').bearerToken(token).json({ playerId: luna.id, updates: { isActive: false } })

    const byAlias = await client.get('/api/resources/players').bearerToken(token).qs(raQuery({ filter: { q: 'MOON' } }))
    byAlias.assertStatus(200)
    assert.deepEqual(byAlias.body().map((p: any) => p.name), ['Luna'])
    assert.containsSubset(byAlias.body()[0], { id: luna.id, aliases: ['moonlight'], isActive: false })

    const active = await client
      .get('/api/resources/players')
      .bearerToken(token)
      .qs(raQuery({ filter: { isActive: true }, sort: ['name', 'DESC'], range: [0, 9] }))
    assert.deepEqual(active.body().map((p: any) => p.name), ['NightOwl', 'Marcus'])
    assert.equal(active.header('content-range'), 'players 0-1/2')

    await client.get('/api/resources/players').bearerToken(token).qs(raQuery({ sort: ['lastActive', 'ASC'] })).then((r) => r.assertStatus(200))
    await client.get('/api/resources/players').bearerToken(token).qs(raQuery({ sort: ['nameKey', 'ASC'] })).then((r) => r.assertStatus(400))
    await client.get('/api/resources/players').bearerToken(token).qs(raQuery({ filter: { isActive: { $ne: 1 } } })).then((r) => r.assertStatus(400))
  })

  test('create, update and delete go through the same rules, starter pack and audit', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const created = await client.post('/api/resources/players').bearerToken(token).json({ name: 'PixelPanda', aliases: ['panda'] })
    created.assertStatus(200)
    assert.containsSubset(created.body(), { name: 'PixelPanda', aliases: ['panda'], isActive: true })
    const [listed] = await listPlayers(client, token)
    assert.equal(listed.powerups.reduce((sum: number, p: { count: number }) => sum + p.count, 0), 3)

    const duplicate = await client.post('/api/resources/players').bearerToken(token).json({ name: '@panda' })
    duplicate.assertStatus(400)
    assert.equal(duplicate.body().error, 'Player already exists')
    await client.post('/api/resources/players').bearerToken(token).json({ name: ' ' }).then((r) => r.assertStatus(400))

    const id = created.body().id
    // react-admin sends the whole record back; read-only fields are ignored.
    const updated = await client
      .put(`/api/resources/players/${id}`)
      .bearerToken(token)
      .json({ ...created.body(), name: 'Pixel_Panda', createdAt: '2000-01-01', powerups: [] })
    updated.assertStatus(200)
    assert.containsSubset(updated.body(), { id, name: 'Pixel_Panda', createdAt: created.body().createdAt })

    const deleted = await client.delete(`/api/resources/players/${id}`).bearerToken(token)
    deleted.assertStatus(200)
    assert.equal(deleted.body().id, id)
    assert.equal(await countRows('players', creator.id), 0)
    for (const event of ['PLAYER_CREATED', 'PLAYER_UPDATED', 'PLAYER_DELETED']) {
      assert.lengthOf(await auditOf(event, creator.id), 1, event)
    }
  })

  test("another creator gets 404 on every record call and changes nothing", async ({ client, assert }) => {
    const owner = await makeCreator()
    const intruder = await makeCreator()
    const player = await addPlayer(client, owner.token, 'Private')
    const base = `/api/resources/players/${player.id}`
    await client.get(base).bearerToken(intruder.token).then((r) => r.assertStatus(404))
    await client.put(base).bearerToken(intruder.token).json({ name: 'Mine' }).then((r) => r.assertStatus(404))
    await client.delete(base).bearerToken(intruder.token).then((r) => r.assertStatus(404))
    const listed = await client.get('/api/resources/players').bearerToken(intruder.token)
    assert.deepEqual(listed.body(), [])
    const [unchanged] = await listPlayers(client, owner.token)
    assert.equal(unchanged.name, 'Private')
    assert.lengthOf(await auditOf('PLAYER_UPDATED', owner.user.id), 0)
  })

  test('moderators read and (with manage_players) edit, but cannot create or delete; admins need to impersonate', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const mod = await apiModerator(client, token)
    const player = await addPlayer(client, token, 'Luna')
    const read = await client.get(`/api/resources/players/${player.id}`).bearerToken(mod.token)
    read.assertStatus(200)
    await client.put(`/api/resources/players/${player.id}`).bearerToken(mod.token).json({ aliases: ['moon'] }).then((r) => r.assertStatus(200))
    await client.post('/api/resources/players').bearerToken(mod.token).json({ name: 'New' }).then((r) => r.assertStatus(403))
    await client.delete(`/api/resources/players/${player.id}`).bearerToken(mod.token).then((r) => r.assertStatus(403))
    assert.equal(await countRows('players', creator.id), 1)

    const { token: adminToken } = await makeAdmin()
    await client.get('/api/resources/players').bearerToken(adminToken).then((r) => r.assertStatus(403))
    await client.get(`/api/resources/players/${player.id}`).bearerToken(adminToken).then((r) => r.assertStatus(403))
  })
})
