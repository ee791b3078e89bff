import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { RedisConnection } from '@adonisjs/redis'
import env from '#start/env'
import { redisOptionsFromUrl } from '#core/redis_url'
import { LAST_USED_RESOLUTION_MS } from '#core/auth/token_user_provider'
import { InvalidatedCache } from '#core/settings/settings_cache'
import { settingsChannel } from '#core/settings/system_settings_service'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'
import { setSystemSettings } from '#tests/helpers/settings'
import { queriesDuring } from '#tests/helpers/queries'

/** The row id a `pd_<id>.<secret>` token names (both parts base64url). */
const tokenId = (token: string) => Number(Buffer.from(token.slice('pd_'.length).split('.')[0], 'base64url').toString())

async function lastUsedAt(token: string): Promise<number | null> {
  const row = await db.from('auth_access_tokens').where('id', tokenId(token)).first()
  return row.last_used_at === null ? null : new Date(row.last_used_at).getTime()
}

/** Dates the token's stored last_used_at `ms` ago (in the form the connection stores it). */
async function usedAgo(token: string, ms: number) {
  await db
    .from('auth_access_tokens')
    .where('id', tokenId(token))
    .update({ last_used_at: new Date(Date.now() - ms) })
}

test.group('Request path: queries per authenticated request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a creator: one query (token and user joined); a moderator: one more (their permissions)', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const { token: modToken } = await makeModerator(creator)
    // First requests stamp last_used_at (and fill this process's copy of the settings).
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    await client
      .get('/api/auth/me')
      .bearerToken(modToken)
      .then((r) => r.assertStatus(200))

    const creatorQueries = await queriesDuring(() =>
      client
        .get('/api/auth/me')
        .bearerToken(token)
        .then((r) => r.assertStatus(200))
    )
    assert.lengthOf(creatorQueries, 1, creatorQueries.join('\n'))
    assert.match(creatorQueries[0], /join/i)

    const moderatorQueries = await queriesDuring(async () => {
      const response = await client.get('/api/auth/me').bearerToken(modToken)
      response.assertStatus(200)
      assert.equal(response.body().user.creatorId, creator.id)
      assert.equal(response.body().user.creatorName, creator.name)
    })
    assert.lengthOf(moderatorQueries, 2, moderatorQueries.join('\n'))
  })

  test('nothing is written per request but a stale last_used_at, at most once a minute', async ({ client, assert }) => {
    const { token } = await makeCreator()
    assert.isNull(await lastUsedAt(token))

    const first = await queriesDuring(() => client.get('/api/auth/me').bearerToken(token))
    assert.lengthOf(
      first.filter((sql) => /^update/i.test(sql)),
      1
    )
    const stamped = await lastUsedAt(token)
    assert.isNotNull(stamped)

    // Younger than a minute: no write at all.
    await usedAgo(token, LAST_USED_RESOLUTION_MS / 2)
    const young = await lastUsedAt(token)
    const within = await queriesDuring(() => client.get('/api/auth/me').bearerToken(token))
    assert.notMatch(within.join('\n'), /^(update|insert|delete)/im)
    assert.equal(await lastUsedAt(token), young)

    // Older than a minute: written again.
    await usedAgo(token, LAST_USED_RESOLUTION_MS * 2)
    const stale = (await lastUsedAt(token))!
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    assert.isAbove((await lastUsedAt(token))!, stale + LAST_USED_RESOLUTION_MS)
  })

  test('a wrong secret for an existing token id is refused and writes nothing', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const forged = `${token.slice(0, -4)}AAAA`
    const queries = await queriesDuring(() =>
      client
        .get('/api/auth/me')
        .bearerToken(forged)
        .then((r) => r.assertStatus(401))
    )
    assert.notMatch(queries.join('\n'), /^update/im)
    assert.isNull(await lastUsedAt(token))

    // Ids no token can have: refused without a query error.
    for (const id of ['99999999999999999999', '2147483648', '-1', 'x']) {
      const value = `pd_${Buffer.from(id).toString('base64url')}.${token.split('.')[1]}`
      await client
        .get('/api/auth/me')
        .bearerToken(value)
        .then((r) => r.assertStatus(401))
    }
  })
})

test.group('Request path: revocation and expiry take effect at once', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('password change: the other sessions are refused by their next request', async ({ client }) => {
    const { user, token } = await makeCreator()
    const other = (await client.post('/api/auth/signin').json({ email: user.email, password: TEST_PASSWORD })).body()
      .token
    await client
      .get('/api/auth/me')
      .bearerToken(other)
      .then((r) => r.assertStatus(200))
    await client
      .post('/api/auth/change-password')
      .bearerToken(token)
      .json({ currentPassword: TEST_PASSWORD, newPassword: 'Brand-new-pass9#' })
      .then((r) => r.assertStatus(200))
    await client
      .get('/api/auth/me')
      .bearerToken(other)
      .then((r) => r.assertStatus(401))
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
  })

  test('deactivation and role change: refused at once', async ({ client }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator, token } = await makeCreator()
    const { token: modToken } = await makeModerator(creator)
    await client
      .get('/api/auth/me')
      .bearerToken(modToken)
      .then((r) => r.assertStatus(200))
    await db.from('users').where('id', creator.id).update({ is_active: false })
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(403))
    await client
      .get('/api/auth/me')
      .bearerToken(modToken)
      .then((r) => r.assertStatus(403))
    // An admin route refuses a creator token: the role is read with the token, every request.
    await db.from('users').where('id', creator.id).update({ is_active: true })
    await client
      .get('/api/admin/settings')
      .bearerToken(token)
      .then((r) => r.assertStatus(403))
    await client
      .get('/api/admin/settings')
      .bearerToken(adminToken)
      .then((r) => r.assertStatus(200))
  })

  test('an expired token is refused and its last_used_at left alone', async ({ client, assert }) => {
    const { token } = await makeCreator()
    await db
      .from('auth_access_tokens')
      .where('id', tokenId(token))
      .update({ expires_at: new Date(Date.now() - 1000) })
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(401))
    assert.isNull(await lastUsedAt(token))
  })
})

test.group('Request path: system settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a settings change is seen by the very next request, then read from memory', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const { token } = await makeCreator()
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))

    await setSystemSettings(client, adminToken, { maintenanceMode: true })
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(503))
    const cached = await queriesDuring(() =>
      client
        .get('/api/auth/me')
        .bearerToken(token)
        .then((r) => r.assertStatus(503))
    )
    assert.notMatch(cached.join('\n'), /system_settings/)

    await setSystemSettings(client, adminToken, { maintenanceMode: false })
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
  })
})

test.group('Request path: last_used_at under parallel requests (committed rows)', () => {
  test('parallel requests with a stale stamp all pass and leave one fresh stamp', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    try {
      await usedAgo(token, LAST_USED_RESOLUTION_MS * 5)
      const before = (await lastUsedAt(token))!
      const answers = await Promise.all(Array.from({ length: 16 }, () => client.get('/api/auth/me').bearerToken(token)))
      for (const answer of answers) answer.assertStatus(200)
      const after = (await lastUsedAt(token))!
      assert.isAbove(after, before + LAST_USED_RESOLUTION_MS)
      assert.isAtMost(after, Date.now())
    } finally {
      await db.from('users').where('id', user.id).delete()
    }
  })
})

test.group('Request path: settings copies across processes (Redis)', (group) => {
  const redisUrl = env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379/7'
  const connections: RedisConnection[] = []
  const connect = (name: string) => {
    const connection = new RedisConnection(name, {
      ...redisOptionsFromUrl(redisUrl, 'powerdeck:'),
      retryStrategy: () => null,
    })
    connections.push(connection)
    return connection
  }
  group.teardown(async () => {
    for (const connection of connections) await connection.quit().catch(() => connection.disconnect())
  })

  test('a change invalidated by one process is seen by the other', async ({ assert }) => {
    const channel = `${settingsChannel(redisUrl)}:test:${process.pid}`
    // The shared database: what each process reads when it has no copy.
    let stored = 'v1'
    let reads = 0
    const load = async () => {
      reads++
      return stored
    }
    const one = new InvalidatedCache(load)
    const other = new InvalidatedCache(load)
    await one.listenOn(connect('process-one'), channel)
    await other.listenOn(connect('process-two'), channel)

    assert.equal(await one.get(), 'v1')
    assert.equal(await other.get(), 'v1')
    assert.equal(await other.get(), 'v1')
    assert.equal(reads, 2)

    stored = 'v2'
    await one.invalidate()
    assert.equal(await one.get(), 'v2')
    // The other process's copy goes as soon as the message arrives.
    const deadline = Date.now() + 2000
    while ((await other.get()) !== 'v2' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
    assert.equal(await other.get(), 'v2')
  }).timeout(10_000)

  test('no copy is kept while the subscription is down', async ({ assert }) => {
    const channel = `${settingsChannel(redisUrl)}:test-down:${process.pid}`
    let reads = 0
    const cache = new InvalidatedCache(async () => ++reads)
    const connection = connect('process-down')
    await cache.listenOn(connection, channel)
    assert.equal(await cache.get(), 1)
    assert.equal(await cache.get(), 1)
    await connection.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 100)) // the close event
    assert.equal(await cache.get(), 2)
    assert.equal(await cache.get(), 3)
  }).timeout(10_000)
})
