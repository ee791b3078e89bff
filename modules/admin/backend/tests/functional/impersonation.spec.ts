import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { overrideSettings } from '#core/settings/system_settings_service'
import { parseDetails } from '#tests/helpers/audit'

test.group('Admin: impersonation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin impersonates a creator and the token acts as that creator', async ({ client, assert }) => {
    const { user: admin, token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const started = await client
      .post(`/api/admin/creators/${creator.id}/impersonate`)
      .bearerToken(token)
      .json({ reason: 'Support ticket 42' })
    started.assertStatus(200)
    const { impersonationToken, impersonationId } = started.body().data
    assert.isTrue(started.body().success)

    const me = await client.get('/api/auth/me').bearerToken(impersonationToken)
    me.assertStatus(200)
    assert.containsSubset(me.body().user, {
      id: creator.id,
      role: 'CREATOR',
      isImpersonated: true,
      originalAdminId: admin.id,
      originalAdminEmail: admin.email,
      originalAdminRole: 'ADMIN',
      impersonationId,
    })
    assert.isString(me.body().user.impersonationStartTime)

    const audit = await db
      .from('audit_logs')
      .where('event_type', 'IMPERSONATION_STARTED')
      .where('actor_id', admin.id)
      .first()
    assert.equal(audit.creator_id, creator.id)
    assert.include(audit.details, 'Support ticket 42')
  })

  test('the impersonation token cannot reach /api/admin/* except exit', async ({ client }) => {
    const { token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(token).json({})
    const impersonationToken = started.body().data.impersonationToken
    for (const path of ['/api/admin/creators', '/api/admin/management']) {
      await client
        .get(path)
        .bearerToken(impersonationToken)
        .then((r) => r.assertStatus(403))
    }
    await client
      .post(`/api/admin/creators/${creator.id}/impersonate`)
      .bearerToken(impersonationToken)
      .json({})
      .then((r) => r.assertStatus(403))
  })

  test('exit returns a working admin token and revokes the impersonation token', async ({ client, assert }) => {
    const { user: admin, token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(token).json({})
    const impersonationToken = started.body().data.impersonationToken

    const exit = await client.post('/api/admin/impersonate/exit').bearerToken(impersonationToken)
    exit.assertStatus(200)
    const adminToken = exit.body().data.adminToken
    const me = await client.get('/api/auth/me').bearerToken(adminToken)
    assert.equal(me.body().user.id, admin.id)
    assert.isFalse(me.body().user.isImpersonated)
    await client
      .get('/api/auth/me')
      .bearerToken(impersonationToken)
      .then((r) => r.assertStatus(401))
    const ended = await db.from('audit_logs').where('event_type', 'IMPERSONATION_ENDED').first()
    assert.equal(ended.actor_id, admin.id)
  })

  test('exits sent at once with one token: one ends it with a session as long as a sign-in, the rest are refused', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { user: admin, token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    cleanup(overrideSettings({ sessionTimeout: 1 }))
    const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(token).json({})
    const { impersonationToken, impersonationId } = started.body().data

    const exits = await Promise.all(
      [1, 2, 3, 4].map(() => client.post('/api/admin/impersonate/exit').bearerToken(impersonationToken))
    )
    const ok = exits.filter((exit) => exit.status() === 200)
    assert.lengthOf(ok, 1)
    for (const refused of exits.filter((exit) => exit.status() !== 200)) {
      // Refused at the claim, or signed out by the winner before it was read.
      if (refused.status() === 409) assert.equal(refused.body().error, 'This impersonation has already ended')
      else refused.assertStatus(401)
    }
    const ended = await db.from('audit_logs').where('event_type', 'IMPERSONATION_ENDED').where('creator_id', creator.id)
    assert.lengthOf(ended, 1)
    assert.equal(parseDetails(ended[0]).impersonationId, impersonationId)

    const sessions = await db.from('auth_access_tokens').where('tokenable_id', admin.id).orderBy('id', 'desc')
    // The admin's own token and the one the exit handed out.
    assert.lengthOf(sessions, 2)
    const lasts = new Date(sessions[0].expires_at).getTime() - new Date(sessions[0].created_at).getTime()
    assert.closeTo(lasts, 3_600_000, 5_000)
  })

  test('exit with a normal token is refused', async ({ client }) => {
    const { token } = await makeCreator()
    await client
      .post('/api/admin/impersonate/exit')
      .bearerToken(token)
      .then((r) => r.assertStatus(400))
  })

  test('only admins impersonate, and only active creators', async ({ client }) => {
    const { user: creator, token: creatorToken } = await makeCreator()
    const { token: modToken } = await makeModerator(creator)
    const { user: inactive } = await makeCreator({ isActive: false })
    const { token } = await makeAdmin()
    for (const t of [creatorToken, modToken]) {
      await client
        .post(`/api/admin/creators/${creator.id}/impersonate`)
        .bearerToken(t)
        .json({})
        .then((r) => r.assertStatus(403))
    }
    await client
      .post(`/api/admin/creators/${inactive.id}/impersonate`)
      .bearerToken(token)
      .json({})
      .then((r) => r.assertStatus(400))
    await client
      .post('/api/admin/creators/999999/impersonate')
      .bearerToken(token)
      .json({})
      .then((r) => r.assertStatus(404))
  })
})
