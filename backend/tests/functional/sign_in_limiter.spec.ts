import { test } from '@japa/runner'
import knex from 'knex'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { LimiterManager } from '@adonisjs/limiter'
import { Scrypt } from '@adonisjs/core/hash/drivers/scrypt'
import type { LimiterManagerStoreFactory } from '@adonisjs/limiter/types'
import User from '#core/users/user'
import { IN_FLIGHT_WAIT, SIGN_IN_WINDOW, signInAttemptsKey } from '#core/auth/sign_in_attempts'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'
import type { ApiClient } from '@japa/api-client'

const signIn = (client: ApiClient, body: object) => client.post('/api/auth/signin').json(body)

/**
 * Gives `user` a password hash slow enough (scrypt N=2^14, within the suite's memory limit) that parallel
 * sign-ins are all still being checked when the last one arrives; the suite's own is near instant.
 */
async function slowPasswordHash(user: User) {
  const scrypt = new Scrypt({ cost: 16384, blockSize: 8, parallelization: 1, maxMemory: 33554432 })
  await db
    .from('users')
    .where('id', user.id)
    .update({ password: await scrypt.make(TEST_PASSWORD) })
}

async function failFiveTimes(client: ApiClient, bodies: object[]) {
  for (const body of bodies) await signIn(client, { ...body, password: 'wrong' }).then((r) => r.assertStatus(401))
}

test.group('Sign-in limiter', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('one bucket per account, whatever identifier spells it', async ({ client, assert }) => {
    const { user: creator } = await makeCreator()
    const { user: moderator } = await makeModerator(creator)
    const email = moderator.email
    const username = moderator.username!
    await failFiveTimes(client, [
      { email: email.toUpperCase() },
      { username: `  ${username}  ` },
      { email: `  ${email}` },
      { username: username.toUpperCase() },
      { loginType: 'moderator', username: email },
    ])
    const blocked = await signIn(client, { username, password: TEST_PASSWORD })
    blocked.assertStatus(429)
    assert.match(blocked.body().error, /Too many failed sign-in attempts/)
    await signIn(client, { email, password: TEST_PASSWORD }).then((r) => r.assertStatus(429))

    // Another account from the same client is not affected.
    await signIn(client, { email: creator.email, password: TEST_PASSWORD }).then((r) => r.assertStatus(200))
  })

  test('guesses sent at once take an attempt each before their check: only five are checked', async ({
    client,
    assert,
  }) => {
    const { user } = await makeCreator()
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(client, { email: user.email, password: `guess-${i}` }))
    )
    const statuses = guesses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [...Array(5).fill(401), ...Array(7).fill(429)])
    await signIn(client, { email: user.email, password: TEST_PASSWORD }).then((r) => r.assertStatus(429))
  })

  test('six correct sign-ins at once all succeed: only failures lead to the lockout', async ({ client, assert }) => {
    const { user } = await makeCreator()
    await slowPasswordHash(user)
    const signIns = await Promise.all(
      Array.from({ length: 6 }, () => signIn(client, { email: user.email, password: TEST_PASSWORD }))
    )
    assert.deepEqual(
      signIns.map((response) => response.status()),
      Array(6).fill(200)
    )
    // The five failures still lock the account afterwards.
    await failFiveTimes(
      client,
      Array.from({ length: 5 }, () => ({ email: user.email }))
    )
    await signIn(client, { email: user.email, password: TEST_PASSWORD }).then((r) => r.assertStatus(429))
  })

  test('attempts held by checks in flight past the wait: a short retry answer, not the lockout', async ({
    client,
    assert,
  }) => {
    const { user } = await makeCreator()
    await slowPasswordHash(user)
    const wait = IN_FLIGHT_WAIT.maxMs
    IN_FLIGHT_WAIT.maxMs = 0
    try {
      const signIns = await Promise.all(
        Array.from({ length: 8 }, () => signIn(client, { email: user.email, password: TEST_PASSWORD }))
      )
      const refused = signIns.filter((response) => response.status() === 429)
      assert.isAbove(refused.length, 0)
      assert.equal(signIns.length - refused.length, signIns.filter((r) => r.status() === 200).length)
      for (const response of refused) {
        assert.equal(response.body().error, 'Too many sign-ins to this account at once. Retry in a moment.')
        assert.equal(response.header('retry-after'), String(IN_FLIGHT_WAIT.retryAfterSeconds))
      }
    } finally {
      IN_FLIGHT_WAIT.maxMs = wait
    }
    await signIn(client, { email: user.email, password: TEST_PASSWORD }).then((r) => r.assertStatus(200))
  })

  test('a success clears the attempts the failures before it took', async ({ client }) => {
    const { user } = await makeCreator()
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        await signIn(client, { email: user.email, password: 'wrong' }).then((r) => r.assertStatus(401))
      }
      await signIn(client, { email: user.email, password: TEST_PASSWORD }).then((r) => r.assertStatus(200))
    }
  })

  test('an unknown identifier gets a bucket by its normalised text', async ({ client }) => {
    const ghost = `Ghost-${Date.now()}@Test.Local`
    await failFiveTimes(client, [
      { email: ghost },
      { email: ghost.toLowerCase() },
      { username: ` ${ghost.toUpperCase()} ` },
      { email: ghost },
      { username: ghost },
    ])
    await signIn(client, { email: ghost, password: TEST_PASSWORD }).then((r) => r.assertStatus(429))
    await signIn(client, { email: `other-${ghost}`, password: TEST_PASSWORD }).then((r) => r.assertStatus(401))
  })

  test('Redis when REDIS_URL is set: a lockout outlives the process', async ({ client, assert }) => {
    const { user } = await makeCreator()
    const { user: witness } = await makeCreator()
    await signIn(client, { email: witness.email, password: TEST_PASSWORD }).then((r) => r.assertStatus(200))
    const { ip_address: ip } = await db.from('audit_logs').where('actor_id', witness.id).first()
    await failFiveTimes(
      client,
      Array.from({ length: 5 }, () => ({ email: user.email }))
    )

    // What a restarted server (or a second process) builds from the same configuration.
    const config = await configProvider.resolve<LimiterManager<Record<string, LimiterManagerStoreFactory>>['config']>(
      app,
      app.config.get('limiter')
    )
    const restarted = new LimiterManager(config!)
    const blocked = await restarted
      .use({ requests: 5, ...SIGN_IN_WINDOW })
      .isBlocked(signInAttemptsKey(user, user.email, ip))
    if (env.get('REDIS_URL')) {
      assert.equal(config!.default, 'redis')
      assert.isTrue(blocked)
    } else {
      assert.equal(config!.default, 'memory')
      assert.isFalse(blocked)
    }
    await signIn(client, { email: user.email, password: TEST_PASSWORD }).then((r) => r.assertStatus(429))
  })
})

test.group('First-admin setup once done', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answers 409 from a plain read, even while sign-ins hold the users table', async ({ client, assert }) => {
    await makeAdmin()
    const admins = async () => Number((await db.from('users').where('role', 'ADMIN').count('* as total').first()).total)
    const before = await admins()
    const body = { name: 'Late', email: `late-${Date.now()}@example.com`, password: 'long-enough-secret' }

    // A sign-in in flight holds ROW EXCLUSIVE on users (its update); setup's old table lock
    // (SHARE ROW EXCLUSIVE) waited behind it, and every sign-in then waited behind setup.
    const otherProcess =
      db.connection().dialect.name === 'postgres' ? knex({ client: 'pg', connection: env.get('DATABASE_URL') }) : null
    const signInInFlight = await otherProcess?.transaction()
    await signInInFlight?.raw('LOCK TABLE users IN ROW EXCLUSIVE MODE')
    try {
      for (let call = 0; call < 5; call++) {
        const response = await client.post('/api/auth/setup').json(body)
        response.assertStatus(409)
        assert.deepEqual(response.body(), {
          success: false,
          error: 'Setup is already complete',
          code: 'core.setup_complete',
        })
      }
    } finally {
      await signInInFlight?.rollback()
      await otherProcess?.destroy()
    }
    assert.equal(await admins(), before)
    assert.isNull(await User.findBy('email', body.email))
  })
})
