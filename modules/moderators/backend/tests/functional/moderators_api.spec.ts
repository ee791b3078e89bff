import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { setSystemSettings } from '#tests/helpers/settings'
import { createModerator, impersonate, moderatorPayload, moderatorState, signIn, STRONG_PASSWORD } from '../helpers.js'

const auditOf = (eventType: string, targetId: number) =>
  db.from('audit_logs').where('event_type', eventType).where('target_id', targetId).first()

test.group('Moderators: create (POST /api/moderators)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the create dialog form makes an ACTIVE moderator who signs in by username', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const payload = moderatorPayload({
      permissions: ['grant_powerups', 'chat_commands'],
      tiktokUsername: '@Stream_Helper',
    })
    const response = await client.post('/api/moderators').bearerToken(token).json(payload)
    response.assertStatus(201)
    const { moderator } = response.body()
    assert.isTrue(response.body().success)
    assert.containsSubset(moderator, {
      username: payload.username,
      email: payload.email,
      tiktokUsername: 'Stream_Helper',
      displayName: payload.username,
      permissions: ['grant_powerups', 'chat_commands'],
      status: 'ACTIVE',
      powerupsGranted: 0,
      powerupsUsed: 0,
      isPlayer: false,
      playerId: null,
    })
    for (const field of ['id', 'createdAt', 'updatedAt', 'lastActive', 'lastGrantAction', 'lastUseAction']) {
      assert.property(moderator, field)
    }
    const user = await User.findOrFail(moderator.id)
    assert.equal(user.role, 'MODERATOR')
    assert.equal(user.creatorId, creator.id)
    assert.isTrue(user.isActive)
    assert.notEqual(user.password, STRONG_PASSWORD)

    const entry = await auditOf('MODERATOR_CREATED', moderator.id)
    assert.equal(entry.creator_id, creator.id)
    assert.equal(entry.actor_id, creator.id)
    assert.equal(entry.category, 'USER_MANAGEMENT')
    assert.notInclude(entry.details, STRONG_PASSWORD)

    const signedIn = await signIn(client, payload.username, STRONG_PASSWORD)
    signedIn.assertStatus(200)
    assert.equal(signedIn.body().user.creatorId, creator.id)
  })

  test('the short form (tiktokUsername, displayName, permissions) invites a PENDING moderator', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const response = await client
      .post('/api/moderators')
      .bearerToken(token)
      .json({ tiktokUsername: '@luna.live', displayName: 'Luna', permissions: ['use_powerups'] })
    response.assertStatus(201)
    const { moderator } = response.body()
    assert.containsSubset(moderator, {
      tiktokUsername: 'luna.live',
      displayName: 'Luna',
      status: 'PENDING',
      username: 'luna.live',
      email: null,
      permissions: ['use_powerups'],
    })
    const user = await User.findOrFail(moderator.id)
    assert.isNull(user.password)
    assert.isFalse(user.isActive)
  })

  test('validation follows the dialog, field by field, with the spec texts', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const before = await moderatorState(creator.id)
    const cases: [Record<string, unknown>, string][] = [
      [moderatorPayload({ username: '' }), 'Username Required'],
      [moderatorPayload({ username: undefined }), 'Username Required'],
      [moderatorPayload({ email: '  ' }), 'Email Required'],
      [moderatorPayload({ email: undefined }), 'Email Required'],
      [moderatorPayload({ email: 'not-an-email' }), 'Please enter a valid email address'],
      [moderatorPayload({ tiktokUsername: '' }), 'TikTok Username Required'],
      [moderatorPayload({ tiktokUsername: undefined }), 'TikTok Username Required'],
      [moderatorPayload({ password: 'short!A' }), 'Invalid Password: Password must meet all requirements.'],
      [moderatorPayload({ password: 'alllowercase!' }), 'Invalid Password: Password must meet all requirements.'],
      [moderatorPayload({ password: 'ALLUPPERCASE!' }), 'Invalid Password: Password must meet all requirements.'],
      [moderatorPayload({ password: 'NoSpecialChar1' }), 'Invalid Password: Password must meet all requirements.'],
      [moderatorPayload({ password: undefined }), 'Invalid Password: Password must meet all requirements.'],
      [moderatorPayload({ permissions: [] }), 'Permissions Required'],
      [moderatorPayload({ permissions: undefined }), 'Permissions Required'],
      [
        moderatorPayload({ permissions: ['fly'] }),
        'Unknown permission; use manage_players, grant_powerups, use_powerups, chat_commands',
      ],
      [{ displayName: 'x', permissions: ['use_powerups'] }, 'TikTok Username Required'],
      [{ tiktokUsername: 'someone' }, 'Permissions Required'],
      [
        moderatorPayload({ username: 'has space' }),
        'Username may only contain letters, numbers, dots, dashes and underscores',
      ],
    ]
    for (const [body, error] of cases) {
      const response = await client.post('/api/moderators').bearerToken(token).json(body)
      assert.equal(response.status(), 400, `${JSON.stringify(body)} → ${response.text()}`)
      assert.equal(response.body().success, false)
      assert.equal(response.body().error, error, JSON.stringify(body))
    }
    for (const body of [
      [],
      'text',
      { username: 5, email: [], password: {} },
      { tiktokUsername: 'x'.repeat(10_000), permissions: ['use_powerups'] },
    ]) {
      const response = await client
        .post('/api/moderators')
        .bearerToken(token)
        .json(body as object)
      assert.oneOf(response.status(), [400, 422], JSON.stringify(body).slice(0, 80))
    }
    assert.equal(await moderatorState(creator.id), before)
  })

  test('username, email and TikTok username are unique (409) and nothing is created', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const { payload } = await createModerator(client, token)
    const before = await moderatorState(creator.id)
    const cases: [Record<string, unknown>, string][] = [
      [
        moderatorPayload({ username: payload.username.toUpperCase() }),
        'An account with this username or email already exists',
      ],
      [
        moderatorPayload({ email: payload.email.toUpperCase() }),
        'An account with this username or email already exists',
      ],
      [moderatorPayload({ email: creator.email }), 'An account with this username or email already exists'],
      [
        moderatorPayload({ tiktokUsername: `@${payload.tiktokUsername.toUpperCase()}` }),
        'A moderator with this TikTok username already exists',
      ],
    ]
    for (const [body, error] of cases) {
      const response = await client.post('/api/moderators').bearerToken(token).json(body)
      response.assertStatus(409)
      assert.equal(response.body().error, error)
    }
    assert.equal(await moderatorState(creator.id), before)
  })

  test('with registration disabled no new moderator accounts are made', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator, token } = await makeCreator()
    await setSystemSettings(client, adminToken, { registrationEnabled: false })
    const refused = await client.post('/api/moderators').bearerToken(token).json(moderatorPayload())
    refused.assertStatus(403)
    assert.equal(refused.body().error, 'New account registration is disabled')
    const count = await db.from('users').where('creator_id', creator.id).count('* as total').first()
    assert.equal(Number(count.total), 0)
    await setSystemSettings(client, adminToken, { registrationEnabled: true })
    await client
      .post('/api/moderators')
      .bearerToken(token)
      .json(moderatorPayload())
      .then((r) => r.assertStatus(201))
  })

  test('another creator may use the same TikTok username for their own moderator', async ({ client }) => {
    const { token: first } = await makeCreator()
    const { token: second } = await makeCreator()
    const { payload } = await createModerator(client, first)
    await createModerator(client, second, { tiktokUsername: payload.tiktokUsername })
  })
})

test.group('Moderators: list, update, stats', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("GET /api/moderators lists only the creator's current moderators", async ({ client, assert }) => {
    const { token } = await makeCreator()
    const { token: otherToken } = await makeCreator()
    const { moderator: kept } = await createModerator(client, token)
    const { moderator: removed } = await createModerator(client, token)
    await createModerator(client, otherToken)
    await client
      .delete(`/api/moderators/${removed.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(200))

    const response = await client.get('/api/moderators').bearerToken(token)
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.deepEqual(
      response.body().moderators.map((m: { id: number }) => m.id),
      [kept.id]
    )
  })

  test('PUT updates display name, TikTok username and permissions, audited with what changed', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const { moderator } = await createModerator(client, token)
    const response = await client
      .put(`/api/moderators/${moderator.id}`)
      .bearerToken(token)
      .json({ displayName: 'Night Shift', tiktokUsername: '@night_shift', permissions: ['manage_players'] })
    response.assertStatus(200)
    assert.containsSubset(response.body().moderator, {
      displayName: 'Night Shift',
      tiktokUsername: 'night_shift',
      permissions: ['manage_players'],
    })
    const user = await User.findOrFail(moderator.id)
    assert.equal(user.name, 'Night Shift')
    const entry = await auditOf('MODERATOR_UPDATED', moderator.id)
    assert.sameMembers(JSON.parse(entry.details).changed, ['displayName', 'tiktokUsername', 'permissions'])
  })

  test('PUT validation: required fields cannot be blanked, permissions cannot be emptied', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const { moderator } = await createModerator(client, token)
    const before = await moderatorState(creator.id)
    const cases: [Record<string, unknown>, string][] = [
      [{ displayName: '  ' }, 'Display Name Required'],
      [{ tiktokUsername: '' }, 'TikTok Username Required'],
      [{ permissions: [] }, 'Permissions Required'],
      [{ status: 'INACTIVE' }, 'status must be ACTIVE or SUSPENDED'],
    ]
    for (const [body, error] of cases) {
      const response = await client.put(`/api/moderators/${moderator.id}`).bearerToken(token).json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, error)
    }
    assert.equal(await moderatorState(creator.id), before)
  })

  test('SUSPENDED cannot sign in; back to ACTIVE can', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const { moderator, payload } = await createModerator(client, token)
    const session = (await signIn(client, payload.username, STRONG_PASSWORD)).body().token
    await client
      .put(`/api/moderators/${moderator.id}`)
      .bearerToken(token)
      .json({ status: 'SUSPENDED' })
      .then((r) => r.assertStatus(200))
    await signIn(client, payload.username, STRONG_PASSWORD).then((r) => r.assertStatus(403))
    await client
      .get('/api/auth/me')
      .bearerToken(session)
      .then((r) => assert.include([401, 403], r.status()))
    const listed = await client.get('/api/moderators').bearerToken(token)
    assert.equal(listed.body().moderators[0].status, 'SUSPENDED')

    await client
      .put(`/api/moderators/${moderator.id}`)
      .bearerToken(token)
      .json({ status: 'ACTIVE' })
      .then((r) => r.assertStatus(200))
    await signIn(client, payload.username, STRONG_PASSWORD).then((r) => r.assertStatus(200))
  })

  test('stats/overview counts every status; removed ones count as inactive', async ({ client, assert }) => {
    const { token } = await makeCreator()
    await createModerator(client, token)
    await createModerator(client, token)
    const { moderator: removed } = await createModerator(client, token)
    await client
      .post('/api/moderators')
      .bearerToken(token)
      .json({ tiktokUsername: 'pending_one', permissions: ['use_powerups'] })
    await client.delete(`/api/moderators/${removed.id}`).bearerToken(token)

    const response = await client.get('/api/moderators/stats/overview').bearerToken(token)
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.deepEqual(response.body().stats, {
      total: 4,
      active: 2,
      pending: 1,
      suspended: 0,
      inactive: 1,
      powerupsGranted: 0,
      powerupsUsed: 0,
    })
  })
})

test.group('Moderators: remove, reset password, sign-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('DELETE makes the moderator INACTIVE: hidden, cannot sign in, sessions revoked', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const { moderator, payload } = await createModerator(client, token)
    const session = (await signIn(client, payload.username, STRONG_PASSWORD)).body().token
    const response = await client.delete(`/api/moderators/${moderator.id}`).bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { success: true })

    const profile = await db.from('moderator_profiles').where('user_id', moderator.id).first()
    assert.equal(profile.status, 'INACTIVE')
    await client
      .get('/api/auth/me')
      .bearerToken(session)
      .then((r) => r.assertStatus(401))
    const refused = await signIn(client, payload.username, STRONG_PASSWORD)
    refused.assertStatus(403)
    assert.equal(refused.body().error, 'This account has been deactivated')
    assert.isOk(await auditOf('MODERATOR_REMOVED', moderator.id))

    // Gone for every moderator call.
    await client
      .delete(`/api/moderators/${moderator.id}`)
      .bearerToken(token)
      .then((r) => r.assertStatus(404))
    await client
      .put(`/api/moderators/${moderator.id}`)
      .bearerToken(token)
      .json({ displayName: 'X' })
      .then((r) => r.assertStatus(404))
    await client
      .post(`/api/moderators/${moderator.id}/reset-password`)
      .bearerToken(token)
      .json({ password: 'whatever1' })
      .then((r) => r.assertStatus(404))
  })

  test('reset-password activates a PENDING moderator, who then signs in', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const invited = await client
      .post('/api/moderators')
      .bearerToken(token)
      .json({ tiktokUsername: 'invitee', permissions: ['use_powerups'] })
    const { id, username } = invited.body().moderator
    await signIn(client, username, 'simple1').then((r) => r.assertStatus(401))

    const response = await client
      .post(`/api/moderators/${id}/reset-password`)
      .bearerToken(token)
      .json({ password: 'simple1' })
    response.assertStatus(200)
    assert.equal(response.body().moderator.status, 'ACTIVE')
    await signIn(client, username, 'simple1').then((r) => r.assertStatus(200))
    const entry = await auditOf('MODERATOR_PASSWORD_RESET', id)
    assert.deepEqual(JSON.parse(entry.details), { activated: true })
    assert.notInclude(entry.details, 'simple1')
  })

  test('reset-password replaces the password and ends the old sessions', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const { moderator, payload } = await createModerator(client, token)
    const session = (await signIn(client, payload.username, STRONG_PASSWORD)).body().token
    const reset = await client
      .post(`/api/moderators/${moderator.id}/reset-password`)
      .bearerToken(token)
      .json({ password: 'newpass' })
    reset.assertStatus(200)
    assert.equal(reset.body().moderator.status, 'ACTIVE')
    await client
      .get('/api/auth/me')
      .bearerToken(session)
      .then((r) => r.assertStatus(401))
    await signIn(client, payload.username, STRONG_PASSWORD).then((r) => r.assertStatus(401))
    await signIn(client, payload.username, 'newpass').then((r) => r.assertStatus(200))
    const entry = await auditOf('MODERATOR_PASSWORD_RESET', moderator.id)
    assert.deepEqual(JSON.parse(entry.details), { activated: false })
    assert.notInclude(entry.details, 'newpass')
  })

  test('reset-password validation: 6+ characters, required', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const { moderator } = await createModerator(client, token)
    const before = await moderatorState(creator.id)
    for (const [body, error] of [
      [{ password: '12345' }, 'Password must be at least 6 characters long'],
      [{}, 'Password Required'],
      [{ password: 123456 }, 'Password must be text'],
    ] as const) {
      const response = await client.post(`/api/moderators/${moderator.id}/reset-password`).bearerToken(token).json(body)
      response.assertStatus(400)
      assert.equal(response.body().error, error)
    }
    assert.equal(await moderatorState(creator.id), before)
  })

  test('sign-in refreshes lastActive', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const { moderator, payload } = await createModerator(client, token)
    assert.isNull(moderator.lastActive)
    await signIn(client, payload.email, STRONG_PASSWORD).then((r) => r.assertStatus(200))
    const listed = await client.get('/api/moderators').bearerToken(token)
    assert.isString(listed.body().moderators[0].lastActive)
  })
})

test.group('Moderators: who may manage them', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('only creators: moderators and admins (outside impersonation) get 403', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const { moderator } = await createModerator(client, token)
    const { token: modToken } = await makeModerator(creator)
    const { token: adminToken } = await makeAdmin()
    const before = await moderatorState(creator.id)
    for (const caller of [modToken, adminToken]) {
      await client
        .get('/api/moderators')
        .bearerToken(caller)
        .then((r) => r.assertStatus(403))
      await client
        .get('/api/moderators/stats/overview')
        .bearerToken(caller)
        .then((r) => r.assertStatus(403))
      await client
        .post('/api/moderators')
        .bearerToken(caller)
        .json(moderatorPayload())
        .then((r) => r.assertStatus(403))
      await client
        .put(`/api/moderators/${moderator.id}`)
        .bearerToken(caller)
        .json({ displayName: 'Hijack' })
        .then((r) => r.assertStatus(403))
      await client
        .delete(`/api/moderators/${moderator.id}`)
        .bearerToken(caller)
        .then((r) => r.assertStatus(403))
      await client
        .post(`/api/moderators/${moderator.id}/demote`)
        .bearerToken(caller)
        .then((r) => r.assertStatus(403))
      await client
        .post(`/api/moderators/${moderator.id}/reset-password`)
        .bearerToken(caller)
        .json({ password: 'takeover1' })
        .then((r) => r.assertStatus(403))
      await client
        .post('/api/moderators/promote-player')
        .bearerToken(caller)
        .json({ playerId: 1, permissions: ['use_powerups'] })
        .then((r) => r.assertStatus(403))
    }
    await client.get('/api/moderators').then((r) => r.assertStatus(401))
    assert.equal(await moderatorState(creator.id), before)
  })

  test('another creator gets 404 on every call for my moderator and nothing changes', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const { token: otherToken } = await makeCreator()
    const { moderator } = await createModerator(client, token)
    const before = await moderatorState(creator.id)
    await client
      .put(`/api/moderators/${moderator.id}`)
      .bearerToken(otherToken)
      .json({ displayName: 'Hijack' })
      .then((r) => r.assertStatus(404))
    await client
      .delete(`/api/moderators/${moderator.id}`)
      .bearerToken(otherToken)
      .then((r) => r.assertStatus(404))
    await client
      .post(`/api/moderators/${moderator.id}/demote`)
      .bearerToken(otherToken)
      .then((r) => r.assertStatus(404))
    await client
      .post(`/api/moderators/${moderator.id}/reset-password`)
      .bearerToken(otherToken)
      .json({ password: 'takeover1' })
      .then((r) => r.assertStatus(404))
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      await client
        .put(`/api/moderators/${id}`)
        .bearerToken(token)
        .json({ displayName: 'X' })
        .then((r) => r.assertStatus(404))
    }
    assert.equal(await moderatorState(creator.id), before)
  })

  test("an admin impersonating a creator manages that creator's moderators, audited as the creator", async ({
    client,
    assert,
  }) => {
    const { user: creator } = await makeCreator()
    const impersonation = await impersonate(client, creator)
    const { moderator } = await createModerator(client, impersonation)
    const listed = await client.get('/api/moderators').bearerToken(impersonation)
    assert.deepEqual(
      listed.body().moderators.map((m: { id: number }) => m.id),
      [moderator.id]
    )
    const entry = await auditOf('MODERATOR_CREATED', moderator.id)
    assert.equal(entry.creator_id, creator.id)
    assert.equal(entry.actor_id, creator.id)
    assert.isString(JSON.parse(entry.metadata).impersonatedBy)
  })
})
