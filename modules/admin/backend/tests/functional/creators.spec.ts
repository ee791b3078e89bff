import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'

test.group('Admin: creators', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists creators with search, status, sort and pagination', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    await makeCreator({ name: 'Zed Zebra' })
    await makeCreator({ name: 'Amy Apple', isActive: false })
    const response = await client
      .get('/api/admin/creators')
      .qs({ search: 'apple', status: 'inactive' })
      .bearerToken(token)
    response.assertStatus(200)
    const { creators, pagination } = response.body().data
    assert.lengthOf(creators, 1)
    assert.containsSubset(creators[0], { name: 'Amy Apple', isActive: false, _count: { players: 0, powerups: 0 } })
    assert.containsSubset(pagination, { page: 1, limit: 10, totalCount: 1, totalPages: 1 })

    const sorted = await client
      .get('/api/admin/creators')
      .qs({ sortBy: 'name', sortOrder: 'asc', limit: 1 })
      .bearerToken(token)
    assert.lengthOf(sorted.body().data.creators, 1)
    assert.isAtLeast(sorted.body().data.pagination.totalPages, 2)
    await client
      .get('/api/admin/creators')
      .qs({ sortBy: 'password' })
      .bearerToken(token)
      .then((r) => r.assertStatus(400))
    await client
      .get('/api/admin/creators')
      .qs({ limit: 1000 })
      .bearerToken(token)
      .then((r) => r.assertStatus(400))
  })

  test("summary cards count every creator, not the list's page ('Total Powerups' included)", async ({
    client,
    assert,
  }) => {
    const { token } = await makeAdmin()
    const summary = async () => {
      const response = await client.get('/api/admin/creators/summary').bearerToken(token)
      response.assertStatus(200)
      return response.body().data as { total: number; active: number; inactive: number; powerups: number }
    }
    const before = await summary()
    // 11 creators: more than the list's page of 10; each player brings the starter pack (3 units).
    for (let i = 0; i < 11; i++) {
      const creator = await makeCreator()
      const player = await client
        .post('/api/players')
        .bearerToken(creator.token)
        .json({ name: `Summary ${i}` })
      player.assertStatus(201)
      if (i === 0)
        await client
          .patch(`/api/admin/creators/${creator.user.id}/toggle-active`)
          .bearerToken(token)
          .json({ isActive: false })
          .then((r) => r.assertStatus(200))
    }
    const after = await summary()
    assert.deepEqual(
      {
        total: after.total - before.total,
        active: after.active - before.active,
        inactive: after.inactive - before.inactive,
        powerups: after.powerups - before.powerups,
      },
      { total: 11, active: 10, inactive: 1, powerups: 33 }
    )
    const page = await client.get('/api/admin/creators').bearerToken(token)
    assert.lengthOf(page.body().data.creators, 10)
    const { token: creatorToken } = await makeCreator()
    await client
      .get('/api/admin/creators/summary')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(403))
  })

  test('a search gives the four cards exactly the creators the list shows', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const tag = `cardsearch${Date.now().toString(36)}`
    const matched = [
      await makeCreator({ name: `${tag} One` }),
      await makeCreator({ email: `${tag}@test.local` }),
      await makeCreator({ tiktokUsername: `${tag}_tt` }),
    ]
    await makeCreator({ name: 'Someone Else' })
    for (const [i, creator] of matched.entries()) {
      await client
        .post('/api/players')
        .bearerToken(creator.token)
        .json({ name: `Card ${i}` })
        .then((r) => r.assertStatus(201))
    }
    await client
      .patch(`/api/admin/creators/${matched[1]!.user.id}/toggle-active`)
      .bearerToken(token)
      .json({ isActive: false })
      .then((r) => r.assertStatus(200))

    for (const search of [tag.toUpperCase(), `@${tag}_tt`]) {
      const list = await client.get('/api/admin/creators').qs({ search, limit: 100 }).bearerToken(token)
      const rows = list.body().data.creators as { isActive: boolean; _count: { powerups: number } }[]
      const cards = await client.get('/api/admin/creators/summary').qs({ search }).bearerToken(token)
      cards.assertStatus(200)
      assert.deepEqual(cards.body().data, {
        total: rows.length,
        active: rows.filter((row) => row.isActive).length,
        inactive: rows.filter((row) => !row.isActive).length,
        powerups: rows.reduce((sum, row) => sum + row._count.powerups, 0),
      })
    }
    const all = await client.get('/api/admin/creators/summary').qs({ search: tag }).bearerToken(token)
    assert.deepEqual(all.body().data, { total: 3, active: 2, inactive: 1, powerups: 9 })
  })

  test('creates a creator with the checks of docs/api/admin.md in order', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const valid = { name: 'New One', email: 'new.one@test.local', tiktokUsername: '@newone', password: 'secret1' }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '  ' }, 'Creator name is required'],
      [{ ...valid, email: '' }, 'Email is required'],
      [{ ...valid, email: 'nope' }, 'Please enter a valid email address'],
      [{ ...valid, tiktokUsername: '' }, 'TikTok username is required'],
      [{ ...valid, tiktokUsername: 'newone' }, 'TikTok username must start with @'],
      [{ ...valid, password: undefined }, 'Password is required'],
      [{ ...valid, password: 'short' }, 'Password must be at least 6 characters'],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/admin/creators').bearerToken(token).json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, message)
    }
    const created = await client.post('/api/admin/creators').bearerToken(token).json(valid)
    created.assertStatus(201)
    assert.containsSubset(created.body().data.creator, { name: 'New One', tiktokUsername: 'newone', isActive: true })
    await client
      .post('/api/admin/creators')
      .bearerToken(token)
      .json({ ...valid, email: 'NEW.ONE@test.local' })
      .then((r) => r.assertStatus(409))
    const signIn = await client.post('/api/auth/signin').json({ email: valid.email, password: valid.password })
    signIn.assertStatus(200)
  })

  test('updates, deactivates and reactivates a creator; deactivation cuts access', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const { user: creator, token: creatorToken } = await makeCreator()
    const { token: modToken } = await makeModerator(creator)
    const updated = await client
      .patch(`/api/admin/creators/${creator.id}`)
      .bearerToken(token)
      .json({ name: 'Renamed', email: creator.email, tiktokUsername: 'renamed' })
    updated.assertStatus(200)
    assert.equal(updated.body().data.creator.name, 'Renamed')

    await client
      .patch(`/api/admin/creators/${creator.id}/toggle-active`)
      .bearerToken(token)
      .json({ isActive: false })
      .then((r) => r.assertStatus(200))
    await client
      .get('/api/auth/me')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(401))
    await client
      .get('/api/auth/me')
      .bearerToken(modToken)
      .then((r) => r.assertStatus(401))
    await client
      .post('/api/auth/signin')
      .json({ email: creator.email, password: TEST_PASSWORD })
      .then((r) => r.assertStatus(403))
    await client
      .patch(`/api/admin/creators/${creator.id}/toggle-active`)
      .bearerToken(token)
      .json({ isActive: true })
      .then((r) => r.assertStatus(200))
    // Reactivation gives access back, not the ended sessions.
    await client
      .get('/api/auth/me')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(401))
    await client
      .post('/api/auth/signin')
      .json({ email: creator.email, password: TEST_PASSWORD })
      .then((r) => r.assertStatus(200))
    const notBoolean = await client
      .patch(`/api/admin/creators/${creator.id}/toggle-active`)
      .bearerToken(token)
      .json({ isActive: 'yes' })
    notBoolean.assertStatus(400)
    assert.equal(notBoolean.body().error, 'The isActive field must be true or false')

    const events = await db.from('audit_logs').where('target_id', creator.id).orderBy('id').select('event_type')
    assert.deepEqual(
      events.map((e) => e.event_type),
      ['CREATOR_UPDATED', 'CREATOR_DEACTIVATED', 'CREATOR_ACTIVATED', 'USER_LOGIN']
    )
  })

  test('deletes a creator with their moderators; the audit trail stays', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const { user: mod } = await makeModerator(creator)
    await client
      .delete(`/api/admin/creators/${creator.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    assert.isNull(await User.find(creator.id))
    assert.isNull(await User.find(mod.id))
    assert.exists(
      await db.from('audit_logs').where('event_type', 'CREATOR_DELETED').where('target_id', creator.id).first()
    )
    await client
      .delete(`/api/admin/creators/${creator.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(404))
  })

  test('non-admins are refused every creator call', async ({ client }) => {
    const { user: creator, token } = await makeCreator()
    await client
      .get('/api/admin/creators')
      .bearerToken(token)
      .then((r) => r.assertStatus(403))
    await client
      .delete(`/api/admin/creators/${creator.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(403))
    await client.get('/api/admin/creators').then((r) => r.assertStatus(401))
  })
})

test.group('Admin: management', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the same values again change nothing and record nothing (creators and admins)', async ({ client, assert }) => {
    const { user: me, token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const entries = async () => Number((await db.from('audit_logs').count('* as total').first()).total)
    const stamps = () => db.from('users').whereIn('id', [me.id, creator.id]).orderBy('id').select('updated_at')
    const before = await entries()
    const stampsBefore = await stamps()
    const send = (path: string, body: object) =>
      client
        .patch(path)
        .bearerToken(token)
        .json(body)
        .then((r) => r.assertStatus(200))

    await send(`/api/admin/creators/${creator.id}`, {
      name: creator.name,
      email: creator.email,
      tiktokUsername: creator.tiktokUsername,
    })
    await send(`/api/admin/creators/${creator.id}/toggle-active`, { isActive: true })
    await send(`/api/admin/management/${me.id}`, { name: me.name, email: me.email })
    await send(`/api/admin/management/${me.id}/toggle-active`, { isActive: true })
    assert.equal(await entries(), before)
    assert.deepEqual(await stamps(), stampsBefore)

    await send(`/api/admin/creators/${creator.id}/toggle-active`, { isActive: false })
    assert.equal(await entries(), before + 1)
  })

  test('creates, edits, toggles and deletes admins with the spec rules', async ({ client, assert }) => {
    const { user: me, token } = await makeAdmin()
    const missing = await client
      .post('/api/admin/management')
      .bearerToken(token)
      .json({ name: '', email: 'x@y.zz', password: 'secret1' })
    assert.equal(missing.body().error, 'Validation Error: All fields are required')
    const created = await client
      .post('/api/admin/management')
      .bearerToken(token)
      .json({ name: 'Second', email: 'second@test.local', password: 'secret1' })
    created.assertStatus(201)
    const other = created.body().data.admin

    const edit = await client
      .patch(`/api/admin/management/${other.id}`)
      .bearerToken(token)
      .json({ name: '', email: '' })
    assert.equal(edit.body().error, 'Name and email are required')
    await client
      .patch(`/api/admin/management/${other.id}`)
      .bearerToken(token)
      .json({ name: 'Second Admin', email: 'second@test.local' })
      .then((r) => r.assertStatus(200))

    const list = await client.get('/api/admin/management').bearerToken(token)
    assert.includeMembers(
      list.body().data.admins.map((a: { id: number }) => a.id),
      [me.id, other.id]
    )

    const selfDelete = await client.delete(`/api/admin/management/${me.id}`).bearerToken(token)
    selfDelete.assertStatus(400)
    assert.equal(selfDelete.body().error, 'You cannot delete your own admin account.')
    await client
      .patch(`/api/admin/management/${me.id}/toggle-active`)
      .bearerToken(token)
      .json({ isActive: false })
      .then((r) => r.assertStatus(400))
    await client
      .patch(`/api/admin/management/${other.id}/toggle-active`)
      .bearerToken(token)
      .json({ isActive: false })
      .then((r) => r.assertStatus(200))
    await client
      .delete(`/api/admin/management/${other.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
  })
})
