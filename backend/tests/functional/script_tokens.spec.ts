import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { SCRIPT_TOKEN_LIMITS } from '#core/shared/script_tokens'

test.group('Script tokens', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a read token reads and never changes; the answer shows the token once, the list never', async ({
    client,
    assert,
  }) => {
    const creator = await makeCreator()
    const created = await client
      .post('/api/tokens')
      .bearerToken(creator.token)
      .json({ name: 'Stream deck', scopes: ['read'], expiresInDays: 30 })
    created.assertStatus(201)
    const { token, id, scopes, expiresAt } = created.body()
    assert.match(token, /^pd_/)
    assert.deepEqual(scopes, ['read'])
    assert.approximately(new Date(expiresAt).getTime(), Date.now() + 30 * 86_400_000, 60_000)

    const list = await client.get('/api/tokens').bearerToken(creator.token)
    assert.deepEqual(
      list.body().tokens.map((entry: any) => ({ id: entry.id, name: entry.name, scopes: entry.scopes })),
      [{ id, name: 'Stream deck', scopes: ['read'] }]
    )
    assert.notInclude(JSON.stringify(list.body()), token.slice(3))

    ;(await client.get('/api/players').bearerToken(token)).assertStatus(200)
    const write = await client.post('/api/players').bearerToken(token).json({ name: 'scripted' })
    write.assertStatus(403)
    assert.equal(write.body().error, "This token's scopes (read) do not allow this: it needs the ledger scope")
    const players = await db.from('players').where('creator_id', creator.user.id).where('name', 'scripted')
    assert.lengthOf(players, 0)

    const audit = await db
      .from('audit_logs')
      .where('actor_id', creator.user.id)
      .where('event_type', 'SCRIPT_TOKEN_CREATED')
    assert.lengthOf(audit, 1)
  })

  test('a ledger token changes the ledger, not the live side, and never the account or its tokens', async ({
    client,
    assert,
  }) => {
    const creator = await makeCreator()
    const { token } = (
      await client
        .post('/api/tokens')
        .bearerToken(creator.token)
        .json({ name: 'bot', scopes: ['ledger'] })
    ).body()
    ;(await client.post('/api/players').bearerToken(token).json({ name: 'from_bot' })).assertStatus(201)
    const live = await client.post('/api/live/simulator/events').bearerToken(token).json({ type: 'goLive' })
    live.assertStatus(403)
    assert.include(live.body().error, 'needs the live scope')
    for (const [method, path] of [
      ['post', '/api/tokens'],
      ['get', '/api/tokens'],
      ['post', '/api/auth/signout'],
      ['post', '/api/auth/change-password'],
      ['put', '/api/settings'],
    ] as const) {
      // client.request: a GET request is typed to take no body, so a union of the typed methods takes none at all.
      const response = await client.request(path, method.toUpperCase()).bearerToken(token).json({})
      response.assertStatus(403)
      assert.equal(response.body().error, 'A script token cannot do this: sign in as a person')
    }
  })

  test('the admin scope: only admins make it, and back-office routes need it to read too', async ({
    client,
    assert,
  }) => {
    const creator = await makeCreator()
    const refused = await client
      .post('/api/tokens')
      .bearerToken(creator.token)
      .json({ name: 'x', scopes: ['admin'] })
    refused.assertStatus(403)
    assert.equal(refused.body().error, 'Only admins can make a token with the admin scope')

    const admin = await makeAdmin()
    const reader = (
      await client
        .post('/api/tokens')
        .bearerToken(admin.token)
        .json({ name: 'r', scopes: ['read'] })
    ).body()
    const adminToken = (
      await client
        .post('/api/tokens')
        .bearerToken(admin.token)
        .json({ name: 'a', scopes: ['read', 'admin'] })
    ).body()
    const forReader = await client.get('/api/admin/creators').bearerToken(reader.token)
    forReader.assertStatus(403)
    assert.include(forReader.body().error, 'needs the admin scope')
    ;(await client.get('/api/admin/creators').bearerToken(adminToken.token)).assertStatus(200)
  })

  test('revoked, expired or another account’s: refused', async ({ client, assert }) => {
    const creator = await makeCreator()
    const other = await makeCreator()
    const made = (
      await client
        .post('/api/tokens')
        .bearerToken(creator.token)
        .json({ name: 'gone', scopes: ['read'] })
    ).body()

    const foreign = await client.delete(`/api/tokens/${made.id}`).bearerToken(other.token)
    foreign.assertStatus(404)
    ;(await client.get('/api/players').bearerToken(made.token)).assertStatus(200)

    ;(await client.delete(`/api/tokens/${made.id}`).bearerToken(creator.token)).assertStatus(200)
    ;(await client.get('/api/players').bearerToken(made.token)).assertStatus(401)
    ;(await client.delete(`/api/tokens/${made.id}`).bearerToken(creator.token)).assertStatus(404)
    ;(await client.delete('/api/tokens/abc').bearerToken(creator.token)).assertStatus(404)
    const revoked = await db
      .from('audit_logs')
      .where('actor_id', creator.user.id)
      .where('event_type', 'SCRIPT_TOKEN_REVOKED')
    assert.lengthOf(revoked, 1)

    const old = (
      await client
        .post('/api/tokens')
        .bearerToken(creator.token)
        .json({ name: 'old', scopes: ['read'] })
    ).body()
    await db
      .from('auth_access_tokens')
      .where('id', old.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    ;(await client.get('/api/players').bearerToken(old.token)).assertStatus(401)
  })

  test('bad input is refused with the field’s message and nothing made', async ({ client, assert }) => {
    const creator = await makeCreator()
    const cases: [object, string][] = [
      [{ scopes: ['read'] }, 'Give the token a name'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope: read, ledger, live, admin'],
      [{ name: 'x', scopes: ['write'] }, 'A scope is one of read, ledger, live, admin'],
      [{ name: 'x', scopes: ['read'], expiresInDays: 0 }, 'expiresInDays is a number of days from 1 to 365'],
      [{ name: 'x', scopes: ['read'], expiresInDays: 1.5 }, 'expiresInDays is a number of days from 1 to 365'],
      [{ name: 'x'.repeat(61), scopes: ['read'] }, "A token's name must be at most 60 characters"],
    ]
    for (const [body, error] of cases) {
      const response = await client.post('/api/tokens').bearerToken(creator.token).json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, error)
    }
    const list = await client.get('/api/tokens').bearerToken(creator.token)
    assert.lengthOf(list.body().tokens, 0)
  })

  test(`at most ${SCRIPT_TOKEN_LIMITS.perAccount} per account`, async ({ client, assert }) => {
    const creator = await makeCreator()
    for (let i = 0; i < SCRIPT_TOKEN_LIMITS.perAccount; i++)
      (
        await client
          .post('/api/tokens')
          .bearerToken(creator.token)
          .json({ name: `t${i}`, scopes: ['read'] })
      ).assertStatus(201)
    const over = await client
      .post('/api/tokens')
      .bearerToken(creator.token)
      .json({ name: 'one more', scopes: ['read'] })
    over.assertStatus(409)
    assert.include(over.body().error, 'at most 20 script tokens')
  })
})
