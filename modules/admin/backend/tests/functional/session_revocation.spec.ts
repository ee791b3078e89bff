import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/user'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'

/*
| Security 3: an account whose password is reset, or that is deactivated, deleted or demoted by
| someone else, loses every session at once. Each test signs the target in for real, makes the
| change as the admin (or creator) and checks the old token now answers 401.
*/

async function signIn(client: ApiClient, identifier: string, password = TEST_PASSWORD) {
  const response = await client.post('/api/auth/signin').json({ email: identifier, password })
  response.assertStatus(200)
  return response.body().token as string
}

const me = (client: ApiClient, token: string) => client.get('/api/auth/me').bearerToken(token)

async function assertSignedOut(client: ApiClient, ...tokens: string[]) {
  for (const token of tokens) await me(client, token).then((r) => r.assertStatus(401))
}

const tokensOf = async (user: User) =>
  Number((await db.from('auth_access_tokens').where('tokenable_id', user.id).count('* as n').first()).n)

async function impersonate(client: ApiClient, adminToken: string, creator: User) {
  const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(adminToken).json({})
  started.assertStatus(200)
  return started.body().data.impersonationToken as string
}

test.group('Sessions end when an admin changes a creator', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a password reset by an admin signs the creator out everywhere; the new password works', async ({
    client,
    assert,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const phone = await signIn(client, creator.email)
    const laptop = await signIn(client, creator.email)
    const { token: modToken } = await makeModerator(creator)

    const reset = await client.patch(`/api/admin/creators/${creator.id}`).bearerToken(adminToken).json({
      name: creator.name,
      email: creator.email,
      tiktokUsername: creator.tiktokUsername,
      password: 'brand-new-pass',
    })
    reset.assertStatus(200)

    await assertSignedOut(client, phone, laptop)
    assert.equal(await tokensOf(creator), 0)
    // A password reset is about the creator's own sign-in: their moderators keep working.
    await me(client, modToken).then((r) => r.assertStatus(200))
    await client
      .post('/api/auth/signin')
      .json({ email: creator.email, password: TEST_PASSWORD })
      .then((r) => r.assertStatus(401))
    await signIn(client, creator.email, 'brand-new-pass')
    const entry = await db
      .from('audit_logs')
      .where('event_type', 'CREATOR_UPDATED')
      .where('target_id', creator.id)
      .first()
    assert.include(entry.details, '"passwordChanged":true')
  })

  test('an edit without a password keeps the creator signed in', async ({ client }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const session = await signIn(client, creator.email)
    await client
      .patch(`/api/admin/creators/${creator.id}`)
      .bearerToken(adminToken)
      .json({ name: 'Renamed', email: creator.email, tiktokUsername: creator.tiktokUsername })
      .then((r) => r.assertStatus(200))
    await me(client, session).then((r) => r.assertStatus(200))
  })

  test('deactivation ends the sessions of the creator and of their moderators', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const { user: moderator } = await makeModerator(creator)
    const creatorSession = await signIn(client, creator.email)
    const moderatorSession = await signIn(client, moderator.username!)
    const { user: otherCreator } = await makeCreator()
    const untouched = await signIn(client, otherCreator.email)

    await client
      .patch(`/api/admin/creators/${creator.id}/toggle-active`)
      .bearerToken(adminToken)
      .json({ isActive: false })
      .then((r) => r.assertStatus(200))

    await assertSignedOut(client, creatorSession, moderatorSession)
    assert.equal(await tokensOf(creator), 0)
    assert.equal(await tokensOf(moderator), 0)
    await me(client, untouched).then((r) => r.assertStatus(200))
  })

  test('deletion ends the sessions of the creator, their moderators and any impersonation of them', async ({
    client,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const { user: moderator } = await makeModerator(creator)
    const creatorSession = await signIn(client, creator.email)
    const moderatorSession = await signIn(client, moderator.username!)
    const impersonation = await impersonate(client, adminToken, creator)

    await client
      .delete(`/api/admin/creators/${creator.id}`)
      .bearerToken(adminToken)
      .then((r) => r.assertStatus(200))
    await assertSignedOut(client, creatorSession, moderatorSession, impersonation)
  })
})

test.group('Sessions end when an admin changes an admin', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a password reset signs the other admin out, impersonations they opened included', async ({
    client,
    assert,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: other } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const otherSession = await signIn(client, other.email)
    const opened = await impersonate(client, otherSession, creator)
    const creatorSession = await signIn(client, creator.email)

    await client
      .patch(`/api/admin/management/${other.id}`)
      .bearerToken(adminToken)
      .json({ name: other.name, email: other.email, password: 'brand-new-pass' })
      .then((r) => r.assertStatus(200))

    await assertSignedOut(client, otherSession, opened)
    // The creator's own session is theirs, not the admin's.
    await me(client, creatorSession).then((r) => r.assertStatus(200))
    await me(client, adminToken).then((r) => r.assertStatus(200))
    assert.equal(await tokensOf(other), 0)
    await signIn(client, other.email, 'brand-new-pass')
  })

  test('an admin changing their own password keeps this session and ends the others', async ({ client }) => {
    const { user: admin } = await makeAdmin()
    const current = await signIn(client, admin.email)
    const elsewhere = await signIn(client, admin.email)
    await client
      .patch(`/api/admin/management/${admin.id}`)
      .bearerToken(current)
      .json({ name: admin.name, email: admin.email, password: 'brand-new-pass' })
      .then((r) => r.assertStatus(200))
    await me(client, current).then((r) => r.assertStatus(200))
    await assertSignedOut(client, elsewhere)
  })

  test('deactivation and deletion sign the admin out, impersonations they opened included', async ({
    client,
    assert,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator } = await makeCreator()
    for (const change of ['deactivate', 'delete'] as const) {
      const { user: other } = await makeAdmin()
      const session = await signIn(client, other.email)
      const opened = await impersonate(client, session, creator)
      const response =
        change === 'deactivate'
          ? await client
              .patch(`/api/admin/management/${other.id}/toggle-active`)
              .bearerToken(adminToken)
              .json({ isActive: false })
          : await client.delete(`/api/admin/management/${other.id}`).bearerToken(adminToken)
      response.assertStatus(200)
      await assertSignedOut(client, session, opened)
      const left = await db
        .from('auth_access_tokens')
        .whereLike('abilities', `%:${other.id}"%`)
        .where('name', 'impersonation')
      assert.lengthOf(left, 0, change)
    }
  })
})

test.group('Sessions end when a creator changes a moderator', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const changes: [string, (client: ApiClient, token: string, id: number) => ReturnType<ApiClient['post']>][] = [
    [
      'password reset',
      (client, token, id) =>
        client.post(`/api/moderators/${id}/reset-password`).bearerToken(token).json({ password: 'another-pass' }),
    ],
    [
      'suspension',
      (client, token, id) => client.put(`/api/moderators/${id}`).bearerToken(token).json({ status: 'SUSPENDED' }),
    ],
    ['removal', (client, token, id) => client.delete(`/api/moderators/${id}`).bearerToken(token)],
    ['demotion', (client, token, id) => client.post(`/api/moderators/${id}/demote`).bearerToken(token)],
  ]

  for (const [name, change] of changes) {
    test(`${name} ends every session of the moderator`, async ({ client, assert }) => {
      const { token: creatorToken } = await makeCreator()
      const created = await client
        .post('/api/moderators')
        .bearerToken(creatorToken)
        .json({
          username: `helper${name.length}x${Date.now().toString(36)}`,
          email: `helper${Date.now().toString(36)}${name.length}@test.local`,
          tiktokUsername: `helper_${Date.now().toString(36)}`,
          password: 'Strong-pass!',
          permissions: ['grant_powerups'],
        })
      created.assertStatus(201)
      const { id, username } = created.body().moderator
      const first = await signIn(client, username, 'Strong-pass!')
      const second = await signIn(client, username, 'Strong-pass!')
      await change(client, creatorToken, id).then((r) => r.assertStatus(200))
      await assertSignedOut(client, first, second)
      assert.equal(Number((await db.from('auth_access_tokens').where('tokenable_id', id).count('* as n').first()).n), 0)
      await me(client, creatorToken).then((r) => r.assertStatus(200))
    })
  }
})
