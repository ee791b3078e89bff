import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import testUtils from '@adonisjs/core/services/test_utils'
import { defineConfig } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { trustedProxies } from '#config/app'
import type User from '#core/users/user'
import { makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'

type TrustProxy = (address: string, distance: number) => boolean

/** Runs `fn` while the server trusts what a start with TRUSTED_PROXIES=`value` would trust. */
async function withTrustedProxies(value: string, fn: () => Promise<void>) {
  const http = app.config.get<{ trustProxy: TrustProxy }>('app.http')
  const untrusted = http.trustProxy
  http.trustProxy = defineConfig({ trustProxy: trustedProxies(value) }).trustProxy
  try {
    await fn()
  } finally {
    http.trustProxy = untrusted
  }
}

const LONG = 'x'.repeat(500)
const tokenCount = async (user: User) =>
  Number((await db.from('auth_access_tokens').where('tokenable_id', user.id).count('* as total').first()).total)
/** Test accounts come with a token; these tests count the ones sign-in makes. */
const dropTokens = (user: User) => db.from('auth_access_tokens').where('tokenable_id', user.id).delete()
const loginEntries = (user: User) =>
  db.from('audit_logs').where('actor_id', user.id).where('category', 'AUTHENTICATION')

test.group('Client IP: trusted proxies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no proxy is trusted by default: rotating X-Forwarded-For is one client', async ({ client, assert }) => {
    const { user } = await makeCreator()
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/api/auth/signin')
        .header('X-Forwarded-For', `198.51.100.${attempt + 1}`)
        .json({ email: user.email, password: 'wrong' })
        .then((r) => r.assertStatus(401))
    }
    const blocked = await client
      .post('/api/auth/signin')
      .header('X-Forwarded-For', '198.51.100.99')
      .json({ email: user.email, password: TEST_PASSWORD })
    blocked.assertStatus(429)
    assert.match(blocked.body().error, /Too many failed sign-in attempts/)

    const { user: other } = await makeCreator()
    await client
      .post('/api/auth/signin')
      .header('X-Forwarded-For', '203.0.113.9')
      .json({ email: other.email, password: TEST_PASSWORD })
      .then((r) => r.assertStatus(200))
    const entry = await loginEntries(other).first()
    assert.notEqual(entry.ip_address, '203.0.113.9')
    assert.match(entry.ip_address, /127\.0\.0\.1|::1/)
  })

  test("TRUSTED_PROXIES=loopback believes the proxy's X-Forwarded-For", async ({ client, assert }) => {
    const { user } = await makeCreator()
    await withTrustedProxies('loopback', async () => {
      await client
        .post('/api/auth/signin')
        .header('X-Forwarded-For', '203.0.113.7')
        .json({ email: user.email, password: TEST_PASSWORD })
        .then((r) => r.assertStatus(200))
      assert.equal((await loginEntries(user).first()).ip_address, '203.0.113.7')

      // The limiter counts the forwarded client: one client locked out, another not.
      for (let attempt = 0; attempt < 5; attempt++) {
        await client
          .post('/api/auth/signin')
          .header('X-Forwarded-For', '203.0.113.8')
          .json({ email: user.email, password: 'wrong' })
          .then((r) => r.assertStatus(401))
      }
      await client
        .post('/api/auth/signin')
        .header('X-Forwarded-For', '203.0.113.8')
        .json({ email: user.email, password: TEST_PASSWORD })
        .then((r) => r.assertStatus(429))
      await client
        .post('/api/auth/signin')
        .header('X-Forwarded-For', '203.0.113.10')
        .json({ email: user.email, password: TEST_PASSWORD })
        .then((r) => r.assertStatus(200))
    })
  })

  test('TRUSTED_PROXIES: a list of IPs and CIDRs, empty for none, nonsense refused at start', async ({ assert }) => {
    assert.isFalse(trustedProxies(undefined))
    assert.isFalse(trustedProxies('  '))
    const trusted = trustedProxies('loopback, 10.0.0.0/8,192.168.1.2')
    assert.isFunction(trusted)
    if (!trusted) return
    assert.isTrue(trusted('127.0.0.1', 0))
    assert.isTrue(trusted('10.20.30.40', 0))
    assert.isTrue(trusted('192.168.1.2', 0))
    assert.isFalse(trusted('192.168.1.3', 0))
    assert.isFalse(trusted('203.0.113.1', 0))
    assert.throws(() => trustedProxies('not-an-ip'), /TRUSTED_PROXIES: invalid IP address: not-an-ip/)
    assert.throws(() => trustedProxies('10.0.0.0/99'), /TRUSTED_PROXIES: /)
  })
})

test.group('Client IP: long headers never break an audited write', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const trust of ['', 'loopback']) {
    test(`500-character X-Forwarded-For and User-Agent on sign-in (TRUSTED_PROXIES=${trust || 'unset'})`, async ({
      client,
      assert,
    }) => {
      await withTrustedProxies(trust, async () => {
        const { user: creator } = await makeCreator()
        const { user: moderator } = await makeModerator(creator)
        for (const user of [creator, moderator]) {
          await dropTokens(user)
          const failed = await client
            .post('/api/auth/signin')
            .header('X-Forwarded-For', LONG)
            .header('User-Agent', LONG)
            .json({ username: user.username ?? user.email, password: 'wrong' })
          failed.assertStatus(401)
          assert.equal(await tokenCount(user), 0)

          const signedIn = await client
            .post('/api/auth/signin')
            .header('X-Forwarded-For', LONG)
            .header('User-Agent', LONG)
            .json({ username: user.username ?? user.email, password: TEST_PASSWORD })
          signedIn.assertStatus(200)
          assert.equal(await tokenCount(user), 1)
          const entry = await loginEntries(user).first()
          assert.isAtMost(entry.ip_address.length, 64)
          assert.equal(entry.user_agent, LONG)

          await client
            .post('/api/auth/signout')
            .bearerToken(signedIn.body().token)
            .header('X-Forwarded-For', `${LONG}, 203.0.113.1`)
            .header('User-Agent', `${LONG}${LONG}`)
            .then((r) => r.assertStatus(200))
          assert.equal(await tokenCount(user), 0)
          assert.equal((await loginEntries(user).orderBy('id', 'desc').first()).user_agent.length, 500)
        }
      })
    })
  }

  test('a failure after the token is made leaves no token, entry or last sign-in behind', async ({
    client,
    assert,
  }) => {
    const { user } = await makeCreator()
    await dropTokens(user)
    const failing = () => {
      throw new Error('listener failed')
    }
    emitter.on('powerdeck:signed_in', failing)
    try {
      const response = await client.post('/api/auth/signin').json({ email: user.email, password: TEST_PASSWORD })
      response.assertStatus(500)
    } finally {
      emitter.off('powerdeck:signed_in', failing)
    }
    assert.equal(await tokenCount(user), 0)
    assert.isNull(await loginEntries(user).first())
    await user.refresh()
    assert.isNull(user.lastLoginAt)
  })
})
