import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'

test.group('Auth: sign-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('signs in by email and answers the session user', async ({ client, assert }) => {
    const { user } = await makeCreator()
    const response = await client
      .post('/api/auth/signin')
      .json({ loginType: 'user', email: user.email.toUpperCase(), password: TEST_PASSWORD })
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.match(response.body().token, /^pd_/)
    assert.containsSubset(response.body().user, { id: user.id, role: 'CREATOR', isImpersonated: false })
  })

  test('a moderator signs in by username and carries the creator', async ({ client, assert }) => {
    const { user: creator } = await makeCreator({ name: 'Stream Star' })
    const { user: mod } = await makeModerator(creator)
    const response = await client
      .post('/api/auth/signin')
      .json({ loginType: 'moderator', username: mod.username, password: TEST_PASSWORD })
    response.assertStatus(200)
    assert.equal(response.body().user.creatorName, 'Stream Star')
    assert.equal(response.body().user.creatorTiktokUsername, creator.tiktokUsername)
    const entry = await db.from('audit_logs').where('actor_id', mod.id).first()
    assert.equal(entry.event_type, 'MODERATOR_LOGIN')
    assert.equal(entry.category, 'AUTHENTICATION')
    assert.equal(entry.creator_id, creator.id)
  })

  test('the identifier resolves whatever the loginType hint says', async ({ client }) => {
    const { user: creator } = await makeCreator()
    const { user: mod } = await makeModerator(creator)
    await client
      .post('/api/auth/signin')
      .json({ loginType: 'user', email: mod.username, password: TEST_PASSWORD })
      .then((r) => r.assertStatus(200))
    await client
      .post('/api/auth/signin')
      .json({ loginType: 'moderator', username: creator.email, password: TEST_PASSWORD })
      .then((r) => r.assertStatus(200))
  })

  test('wrong credentials get 401 and change nothing', async ({ client, assert }) => {
    const { user } = await makeCreator()
    const response = await client.post('/api/auth/signin').json({ email: user.email, password: 'nope-nope' })
    response.assertStatus(401)
    assert.deepEqual(response.body(), {
      success: false,
      error: 'Invalid credentials',
      code: 'core.invalid_credentials',
    })
    await client
      .post('/api/auth/signin')
      .json({ email: 'nobody@test.local', password: 'whatever' })
      .then((r) => r.assertStatus(401))
    await user.refresh()
    assert.isNull(user.lastLoginAt)
  })

  test('a deactivated account is refused clearly', async ({ client, assert }) => {
    const { user } = await makeCreator({ isActive: false })
    const response = await client.post('/api/auth/signin').json({ email: user.email, password: TEST_PASSWORD })
    response.assertStatus(403)
    assert.equal(response.body().error, 'This account has been deactivated')
  })

  test('bad input answers 4xx with a message, never 500', async ({ client, assert }) => {
    const huge = 'x'.repeat(10_000)
    const bodies: unknown[] = [
      {},
      { email: 123, password: true },
      { email: huge, password: huge },
      { email: 'a@b.c' },
      { password: 'only-password' },
      [],
    ]
    for (const body of bodies) {
      const response = await client.post('/api/auth/signin').json(body as object)
      assert.isAtLeast(response.status(), 400, JSON.stringify(body).slice(0, 60))
      assert.isBelow(response.status(), 500)
      assert.isFalse(response.body().success)
      assert.isString(response.body().error)
    }
    const malformed = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    })
    assert.equal(malformed.status, 400)
    assert.isFalse(((await malformed.json()) as { success: boolean }).success)

    const scalar = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '"text"',
    })
    assert.equal(scalar.status, 400)
    assert.equal(((await scalar.json()) as { error: string }).error, 'The request body must be a JSON object')
  })

  test('messages name what is wrong, the identifier first', async ({ client, assert }) => {
    const cases: [object, string][] = [
      [{}, 'Email or username is required'],
      [{ email: 'a@b.c' }, 'Password is required'],
      [{ email: 'a@b.c', password: 42 }, 'The password field must be text'],
      [{ email: 'a@b.c', password: 'x', loginType: 'robot' }, 'The selected loginType is invalid'],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/auth/signin').json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, message)
    }
  })

  test('more than 5 failures per account and IP in 15 minutes → 429', async ({ client, assert }) => {
    const { user } = await makeCreator()
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/api/auth/signin')
        .json({ email: user.email, password: 'wrong' })
        .then((r) => r.assertStatus(401))
    }
    const blocked = await client.post('/api/auth/signin').json({ email: user.email, password: TEST_PASSWORD })
    blocked.assertStatus(429)
    assert.match(blocked.body().error, /Too many failed sign-in attempts/)
    assert.exists(blocked.header('retry-after'))
  })
})

test.group('Auth: tokens', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no token → 401 JSON; garbage token → 401', async ({ client, assert }) => {
    const missing = await client.get('/api/auth/me')
    missing.assertStatus(401)
    assert.deepEqual(missing.body(), { success: false, error: 'Authentication required', code: 'core.unauthenticated' })
    await client
      .get('/api/auth/me')
      .bearerToken('pd_garbage')
      .then((r) => r.assertStatus(401))
  })

  test('me answers the user; sign-out revokes the token', async ({ client, assert }) => {
    const { user, token } = await makeAdmin()
    const me = await client.get('/api/auth/me').bearerToken(token)
    me.assertStatus(200)
    assert.equal(me.body().user.id, user.id)
    await client
      .post('/api/auth/signout')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(401))
  })

  test('an expired token is refused', async ({ client }) => {
    const { token } = await makeAdmin()
    await db.from('auth_access_tokens').update({ expires_at: new Date(Date.now() - 1000) })
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(401))
  })

  test('a token of an account deactivated later stops working', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    user.isActive = false
    await user.save()
    const response = await client.get('/api/auth/me').bearerToken(token)
    response.assertStatus(403)
    assert.isFalse(response.body().success)
  })

  test('moderators lose access when their creator is deactivated', async ({ client }) => {
    const { user: creator } = await makeCreator()
    const { token } = await makeModerator(creator)
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    creator.isActive = false
    await creator.save()
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(403))
  })
})
