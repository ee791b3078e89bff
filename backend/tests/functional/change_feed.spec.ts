import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Socket } from 'node:net'
import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { changeFeed, FEED_APPLICATION_NAME, FeedCache } from '#core/database/change_feed'
import { committedCreators, makeAdmin, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'
import { queriesDuring } from '#tests/helpers/queries'
import {
  elsewhere,
  elsewhereSettled,
  FEED_NEEDS_PG as NEEDS_PG,
  feedOnPostgres as onPostgres,
  followingChanges,
} from '#tests/helpers/change_feed'

/** Ends the change feed's connection, as a restarted database or a network failure would. */
const TERMINATE_FEED = `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1`

const tokenId = (token: string) => Number(Buffer.from(token.slice('pd_'.length).split('.')[0], 'base64url').toString())

/** `GET /api/auth/me` with `token`, answered with `status`. */
const expectMe = (client: ApiClient, token: string, status: number) =>
  client
    .get('/api/auth/me')
    .bearerToken(token)
    .then((r) => r.assertStatus(status))

/** Resolves once `check()` holds, failing after `ms`. */
async function eventually(check: () => boolean, ms = 5_000) {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error('Condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test.group('Change feed: kept token rows follow the database (PostgreSQL)', (group) => {
  const creators = committedCreators()
  const feed = followingChanges(group)
  group.each.teardown(() => creators.teardown())

  test('a token is read once, then kept: an authenticated request sends no query', async ({ client, assert }) => {
    const { token } = await creators.make()
    assert.isTrue(changeFeed.listening)
    await expectMe(client, token, 200)
    const queries = await queriesDuring(() =>
      client
        .get('/api/auth/me')
        .bearerToken(token)
        .then((r) => r.assertStatus(200))
    )
    assert.deepEqual(queries, [])
  }).skip(!onPostgres, NEEDS_PG)

  test('a wrong secret keeps nothing: guessed ids do not fill the cache', async ({ client, assert }) => {
    const { token } = await creators.make()
    const forged = `${token.slice(0, -4)}AAAA`
    await expectMe(client, forged, 401)
    const afterForged = await queriesDuring(() =>
      client
        .get('/api/auth/me')
        .bearerToken(token)
        .then((r) => r.assertStatus(200))
    )
    // The genuine token's first request reads its row: the forged one kept nothing.
    assert.match(afterForged.join('\n'), /^select .* join /im)
    await expectMe(client, forged, 401)
  }).skip(!onPostgres, NEEDS_PG)

  test('sign-out refuses the kept token by its next request', async ({ client }) => {
    const { token } = await creators.make()
    await expectMe(client, token, 200)
    await client
      .post('/api/auth/signout')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    await expectMe(client, token, 401)
  }).skip(!onPostgres, NEEDS_PG)

  test('a password change in this process refuses the other kept sessions at once', async ({ client }) => {
    const { user, token } = await creators.make()
    const other = (await client.post('/api/auth/signin').json({ email: user.email, password: TEST_PASSWORD })).body()
      .token
    await expectMe(client, other, 200)
    await client
      .post('/api/auth/change-password')
      .bearerToken(token)
      .json({ currentPassword: TEST_PASSWORD, newPassword: 'Brand-new-pass9#' })
      .then((r) => r.assertStatus(200))
    await expectMe(client, other, 401)
  }).skip(!onPostgres, NEEDS_PG)

  test('changes committed by another connection drop the kept rows: token deleted, account deactivated', async ({
    client,
  }) => {
    const first = await creators.make()
    const second = await creators.make()
    for (const { token } of [first, second]) {
      await expectMe(client, token, 200)
    }

    await elsewhereSettled('delete from auth_access_tokens where id = $1', [tokenId(first.token)])
    await client
      .get('/api/auth/me')
      .bearerToken(first.token)
      .then((r) => r.assertStatus(401))

    await elsewhereSettled('update users set is_active = false where id = $1', [second.user.id])
    await client
      .get('/api/auth/me')
      .bearerToken(second.token)
      .then((r) => r.assertStatus(403))
  }).skip(!onPostgres, NEEDS_PG)

  test("a moderator's kept token follows their creator's account", async ({ client }) => {
    const { user: creator } = await creators.make()
    const { token: modToken } = await makeModerator(creator)
    await expectMe(client, modToken, 200)

    await elsewhereSettled('update users set is_active = false where id = $1', [creator.id])
    await client
      .get('/api/auth/me')
      .bearerToken(modToken)
      .then((r) => {
        r.assertStatus(403)
        r.assertBodyContains({ error: 'The creator account you work for has been deactivated' })
      })
  }).skip(!onPostgres, NEEDS_PG)

  test("an admin's edit of an account shows in that account's next request", async ({ client, assert }) => {
    const { user: creator, token } = await creators.make()
    const { token: adminToken, user: admin } = await makeAdmin()
    try {
      await expectMe(client, token, 200)
      await client
        .patch(`/api/admin/creators/${creator.id}`)
        .bearerToken(adminToken)
        .json({ name: 'Renamed Creator', email: creator.email, tiktokUsername: creator.tiktokUsername })
        .then((r) => r.assertStatus(200))
      const me = await client.get('/api/auth/me').bearerToken(token)
      assert.equal(me.body().user.name, 'Renamed Creator')
    } finally {
      await admin.delete()
    }
  }).skip(!onPostgres, NEEDS_PG)

  test('an account deactivated in a transaction: a read before the commit keeps nothing past it', async ({
    client,
  }) => {
    const { user, token } = await creators.make()
    const me = () => client.get('/api/auth/me').bearerToken(token)
    ;(await me()).assertStatus(200)
    const trx = await db.transaction()
    try {
      // No trigger fires in this transaction: its notification is as if still on its way.
      await trx.rawQuery('set local session_replication_role = replica')
      user.useTransaction(trx)
      user.isActive = false
      await user.save()
      // A request of this process between the save and the commit reads the committed (active) row.
      ;(await me()).assertStatus(200)
      await trx.commit()
    } finally {
      if (!trx.isCompleted) await trx.rollback()
    }
    ;(await me()).assertStatus(403)
  }).skip(!onPostgres, NEEDS_PG)

  test('an impersonation token kept by this process ends with its admin, deactivated elsewhere or here', async ({
    client,
  }) => {
    const { user: creator } = await creators.make()
    const admins = [await makeAdmin(), await makeAdmin()]
    try {
      const impersonate = async (adminToken: string) => {
        const started = await client
          .post(`/api/admin/creators/${creator.id}/impersonate`)
          .bearerToken(adminToken)
          .json({})
        started.assertStatus(200)
        const token = started.body().data.impersonationToken as string
        await expectMe(client, token, 200)
        return token
      }
      const [first, second] = admins
      const byFirst = await impersonate(first.token)
      await elsewhereSettled('update users set is_active = false where id = $1', [first.user.id])
      await expectMe(client, byFirst, 401)

      await elsewhere('update users set is_active = true where id = $1', [first.user.id])
      const bySecond = await impersonate(second.token)
      await client
        .patch(`/api/admin/management/${second.user.id}/toggle-active`)
        .bearerToken(first.token)
        .json({ isActive: false })
        .then((r) => r.assertStatus(200))
      await expectMe(client, bySecond, 401)
    } finally {
      await db.from('impersonations').where('creator_id', creator.id).delete()
      await db
        .from('audit_logs')
        .whereIn(
          'actor_id',
          admins.map(({ user }) => user.id)
        )
        .delete()
      for (const { user } of admins) await user.delete()
    }
  }).skip(!onPostgres, NEEDS_PG)

  test('a kept token expires on time, also when its expiry was moved elsewhere', async ({ client }) => {
    const { token } = await creators.make()
    const me = () => client.get('/api/auth/me').bearerToken(token)
    ;(await me()).assertStatus(200)
    await elsewhereSettled(`update auth_access_tokens set expires_at = now() + interval '2 seconds' where id = $1`, [
      tokenId(token),
    ])
    ;(await me()).assertStatus(200)
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    ;(await me()).assertStatus(401)
  }).skip(!onPostgres, NEEDS_PG)

  test('a truncated table drops everything kept of it', async ({ client }) => {
    const { token } = await creators.make()
    await expectMe(client, token, 200)
    await elsewhereSettled('truncate auth_access_tokens')
    await expectMe(client, token, 401)
  }).skip(!onPostgres, NEEDS_PG)

  test('a lost connection keeps nothing until the feed listens again, then caches again', async ({
    client,
    assert,
  }) => {
    const { token } = await creators.make()
    await expectMe(client, token, 200)
    await elsewhere(TERMINATE_FEED, [FEED_APPLICATION_NAME])
    await eventually(() => !changeFeed.listening)
    // Not listening: every request reads the token.
    const unkept = await queriesDuring(() => client.get('/api/auth/me').bearerToken(token))
    assert.isNotEmpty(unkept)
    await eventually(() => changeFeed.listening)
    await expectMe(client, token, 200)
    assert.deepEqual(await queriesDuring(() => client.get('/api/auth/me').bearerToken(token)), [])
  }).skip(!onPostgres, NEEDS_PG)

  test('a feed stopped while it waited to listen again, then started, still listens again after its next loss', async ({
    assert,
  }) => {
    const terminateFeed = () => elsewhere(TERMINATE_FEED, [FEED_APPLICATION_NAME])
    await eventually(() => changeFeed.listening)
    await terminateFeed()
    await eventually(() => !changeFeed.listening)
    // Stopped while its retry was pending, then started again (a provider's restart, a test's).
    await feed.stop()
    await feed.start()
    assert.isTrue(changeFeed.listening)
    await terminateFeed()
    await eventually(() => !changeFeed.listening)
    await eventually(() => changeFeed.listening, 4_000)
  }).skip(!onPostgres, NEEDS_PG)

  test('a feed connection that stops answering (half-open, silently dropped) is given up: nothing is kept past it', async ({
    client,
  }) => {
    const { token } = await creators.make()
    // The feed's next connection, caught as it opens.
    const connect = pg.Client.prototype.connect as (this: pg.Client) => Promise<pg.Client>
    const opened: pg.Client[] = []
    pg.Client.prototype.connect = function (this: pg.Client) {
      opened.push(this)
      return connect.call(this)
    } as typeof pg.Client.prototype.connect
    try {
      await elsewhere(TERMINATE_FEED, [FEED_APPLICATION_NAME])
      await eventually(() => !changeFeed.listening)
      await eventually(() => changeFeed.listening)
    } finally {
      pg.Client.prototype.connect = connect
    }
    const feedStream = (opened.at(-1) as unknown as { connection: { stream: Socket } }).connection.stream
    const me = () => client.get('/api/auth/me').bearerToken(token)
    ;(await me()).assertStatus(200)
    try {
      // Nothing more arrives on it, as when the network drops it without a word (no FIN, no RST).
      feedStream.pause()
      await elsewhere('delete from auth_access_tokens where id = $1', [tokenId(token)])
      const until = Date.now() + 6_000
      while ((await me()).status() !== 401) {
        if (Date.now() > until) throw new Error('The revoked token is still admitted from the kept row')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      feedStream.resume()
    }
  }).skip(!onPostgres, NEEDS_PG)

  test('a feed stopped and started again while it was connecting listens on one connection', async ({ assert }) => {
    const listeners = async () => {
      const other = new pg.Client({ connectionString: env.get('DATABASE_URL') })
      await other.connect()
      try {
        const { rows } = await other.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1`,
          [FEED_APPLICATION_NAME]
        )
        return rows[0].n as number
      } finally {
        await other.end()
      }
    }
    await eventually(() => changeFeed.listening)
    // Connections open slowly: the retry's is still connecting when the feed is stopped and started.
    const connect = pg.Client.prototype.connect as (this: pg.Client) => Promise<pg.Client>
    let connecting = false
    pg.Client.prototype.connect = function (this: pg.Client) {
      connecting = true
      return new Promise((resolve) => setTimeout(resolve, 300)).then(() => connect.call(this))
    } as typeof pg.Client.prototype.connect
    try {
      await elsewhere(TERMINATE_FEED, [FEED_APPLICATION_NAME])
      await eventually(() => !changeFeed.listening)
      connecting = false
      await eventually(() => connecting)
      await feed.stop()
      await feed.start()
    } finally {
      pg.Client.prototype.connect = connect
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    assert.isTrue(changeFeed.listening)
    assert.equal(await listeners(), 1)
  }).skip(!onPostgres, NEEDS_PG)
})

test.group('Change feed: FeedCache', (group) => {
  const feed = followingChanges(group)

  const counting = () => {
    const cache = new FeedCache<number, string>({
      tables: ['test_feed_table'],
      max: 2,
      changed: (change, kept) => kept.drop(Number(change.value)),
    })
    let loads = 0
    const load = (value: string) => async () => {
      loads++
      return value
    }
    return { cache, load, loads: () => loads }
  }

  test('keeps what it loaded, drops on change, evicts the oldest over its maximum', async ({ assert }) => {
    const { cache, load, loads } = counting()
    assert.equal(await cache.get(1, load('one')), 'one')
    assert.equal(await cache.get(1, load('other')), 'one')
    assert.equal(loads(), 1)
    cache.receive({ table: 'test_feed_table', column: 'id', value: '1' })
    assert.equal(await cache.get(1, load('one again')), 'one again')
    await cache.get(2, load('two'))
    await cache.get(3, load('three'))
    assert.equal(await cache.get(1, load('reloaded')), 'reloaded')
    assert.equal(loads(), 5)
  }).skip(!onPostgres, NEEDS_PG)

  test('a load that a change overtook is answered but not kept', async ({ assert }) => {
    const { cache, loads } = counting()
    let finish: (value: string) => void = () => {}
    const slow = cache.get(1, () => new Promise<string>((resolve) => (finish = resolve)))
    cache.receive({ table: 'test_feed_table', column: 'id', value: '7' })
    finish('read before the change')
    assert.equal(await slow, 'read before the change')
    let reloaded = 0
    assert.equal(
      await cache.get(1, async () => {
        reloaded++
        return 'fresh'
      }),
      'fresh'
    )
    assert.equal(reloaded + loads(), 1)
  }).skip(!onPostgres, NEEDS_PG)

  test('nothing is kept while the feed does not listen', async ({ assert }) => {
    await feed.stop()
    try {
      const { cache, load, loads } = counting()
      await cache.get(1, load('one'))
      await cache.get(1, load('one'))
      assert.equal(loads(), 2)
    } finally {
      await feed.start()
    }
  }).skip(!onPostgres, NEEDS_PG)
})
