import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'

const q = (value: unknown) => JSON.stringify(value)

test.group('Resource API (react-admin simple REST)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists with sort, range, search filter and Content-Range', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    await makeCreator({ name: 'Resource Alpha' })
    await makeCreator({ name: 'Resource Beta' })
    await makeCreator({ name: 'Someone Else' })
    const response = await client
      .get('/api/resources/creators')
      .qs({ sort: q(['name', 'DESC']), range: q([0, 0]), filter: q({ q: 'resource' }) })
      .bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.header('content-range'), 'creators 0-0/2')
    assert.deepEqual(
      response.body().map((row: { name: string }) => row.name),
      ['Resource Beta']
    )
    assert.notProperty(response.body()[0], 'password')
  })

  test('getMany by ids, getOne, 404 on unknown ids', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const { user: a } = await makeCreator()
    const { user: b } = await makeCreator()
    const many = await client
      .get('/api/resources/creators')
      .qs({ filter: q({ id: [a.id, b.id] }) })
      .bearerToken(token)
    assert.sameMembers(
      many.body().map((row: { id: number }) => row.id),
      [a.id, b.id]
    )
    const one = await client.get(`/api/resources/creators/${a.id}`).bearerToken(token)
    assert.equal(one.body().id, a.id)
    await client
      .get('/api/resources/creators/999999')
      .bearerToken(token)
      .then((r) => r.assertStatus(404))
    await client
      .get('/api/resources/creators/abc')
      .bearerToken(token)
      .then((r) => r.assertStatus(404))
  })

  test('a scope keeps rows of other kinds out (admins are not creators)', async ({ client }) => {
    const { user: admin, token } = await makeAdmin()
    await client
      .get(`/api/resources/creators/${admin.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(404))
  })

  test('bad sort, range or filter → 400 with a message', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    for (const qs of [
      { sort: q(['password', 'ASC']) },
      { range: q([5, 1]) },
      { range: q([0, 5000]) },
      { filter: '{nope' },
    ]) {
      const response = await client.get('/api/resources/creators').qs(qs).bearerToken(token)
      response.assertStatus(400)
      assert.isString(response.body().error)
    }
  })

  test('roles declared by the resource are enforced; writes it does not offer are refused', async ({ client }) => {
    const { token: creatorToken } = await makeCreator()
    await client
      .get('/api/resources/creators')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(403))
    await client
      .get('/api/resources/audit-logs')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(403))
    const { token } = await makeAdmin()
    await client
      .post('/api/resources/audit-logs')
      .bearerToken(token)
      .json({ eventType: 'FAKE' })
      .then((r) => r.assertStatus(405))
  })
})
