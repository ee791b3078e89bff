import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#core/users/user'
import { issueToken } from '#core/auth/tokens'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'
import { signIn, sqlTimestamp } from '#tests/helpers/settings'
import { SETTINGS_TEXTS } from '#core/shared/settings'

const NEW_PASSWORD = 'Brand-new-pass9#'

test.group('Account security: change password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('changes the password, keeps this session and revokes the others', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const otherSession = await issueToken(user)
    const { token: someoneElse } = await makeCreator()

    const response = await client
      .post('/api/auth/change-password')
      .bearerToken(token)
      .json({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
    response.assertStatus(200)
    assert.containsSubset(response.body(), { success: true, otherSessionsRevoked: 1 })

    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    await client
      .get('/api/auth/me')
      .bearerToken(otherSession)
      .then((r) => r.assertStatus(401))
    await client
      .get('/api/auth/me')
      .bearerToken(someoneElse)
      .then((r) => r.assertStatus(200))

    await signIn(client, user.email).then((r) => r.assertStatus(401))
    await signIn(client, user.email, { password: NEW_PASSWORD }).then((r) => r.assertStatus(200))

    const settings = await client.get('/api/settings').bearerToken(token)
    const { passwordStrength, passwordChangedAt } = settings.body().settings.security
    assert.equal(passwordStrength, 'Strong')
    assert.isBelow(Math.abs(DateTime.fromISO(passwordChangedAt).diffNow('minutes').minutes), 5)

    const entry = await db.from('audit_logs').where('event_type', 'PASSWORD_CHANGED').where('actor_id', user.id).first()
    assert.equal(entry.category, 'SECURITY')
    assert.notInclude(entry.details, NEW_PASSWORD)
  })

  test('refuses a wrong current password and weak new ones, changing nothing', async ({ client, assert }) => {
    const { user, token } = await makeModerator((await makeCreator()).user)
    const otherSession = await issueToken(user)
    const wrong = await client
      .post('/api/auth/change-password')
      .bearerToken(token)
      .json({ currentPassword: 'not-it', newPassword: NEW_PASSWORD })
    wrong.assertStatus(400)
    assert.equal(wrong.body().error, SETTINGS_TEXTS.currentPasswordWrong)

    for (const weak of ['short1!', 'alllowercase!', 'ALLUPPERCASE!', 'NoSpecials123']) {
      const response = await client
        .post('/api/auth/change-password')
        .bearerToken(token)
        .json({ currentPassword: TEST_PASSWORD, newPassword: weak })
      response.assertStatus(400)
      assert.match(response.body().error, /^Password must be at least 8 characters/)
    }
    const same = await client
      .post('/api/auth/change-password')
      .bearerToken(token)
      .json({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD })
    same.assertStatus(400)
    assert.equal(same.body().error, SETTINGS_TEXTS.samePassword)
    await client
      .post('/api/auth/change-password')
      .bearerToken(token)
      .json({})
      .then((r) => r.assertStatus(400))

    await signIn(client, user.email).then((r) => r.assertStatus(200))
    await client
      .get('/api/auth/me')
      .bearerToken(otherSession)
      .then((r) => r.assertStatus(200))
  })

  test('wrong current passwords are counted as sign-in attempts are: the sixth guess is refused', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const change = (currentPassword: string) =>
      client.post('/api/auth/change-password').bearerToken(token).json({ currentPassword, newPassword: NEW_PASSWORD })
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => change(`guess-${i}`)))
    assert.deepEqual(guesses.map((response) => response.status()).sort(), [...Array(5).fill(400), 429, 429, 429])

    const right = await change(TEST_PASSWORD)
    right.assertStatus(429)
    assert.match(right.body().error, /^Too many wrong passwords\. Try again in \d+ minutes\.$/)
    const deleting = await client.post('/api/auth/delete-account').bearerToken(token).json({ password: TEST_PASSWORD })
    deleting.assertStatus(429)
    // The session itself goes on.
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
  })

  test('any password change dates "Last changed", also one made by an admin', async ({ assert }) => {
    const { user } = await makeCreator()
    await db
      .from('users')
      .where('id', user.id)
      .update({ password_changed_at: sqlTimestamp(DateTime.now().minus({ days: 30 })) })
    await user.refresh()
    assert.closeTo(-user.passwordChangedAt!.diffNow('days').days, 30, 0.1)
    user.password = 'Reset-by-admin1!'
    await user.save()
    await user.refresh()
    assert.isBelow(-user.passwordChangedAt!.diffNow('minutes').minutes, 5)
    assert.isNull(user.passwordStrength)
  })
})

test.group('Account security: delete account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a creator deletes their account: deactivated, signed out, data kept, moderators cut off', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const otherSession = await issueToken(creator)
    const { token: modToken } = await makeModerator(creator)

    const wrong = await client.post('/api/auth/delete-account').bearerToken(token).json({ password: 'nope' })
    wrong.assertStatus(400)
    await client
      .get('/api/auth/me')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))

    const response = await client.post('/api/auth/delete-account').bearerToken(token).json({ password: TEST_PASSWORD })
    response.assertStatus(200)
    for (const gone of [token, otherSession])
      await client
        .get('/api/auth/me')
        .bearerToken(gone)
        .then((r) => r.assertStatus(401))
    // Their moderators' sessions end with the creator's.
    await client
      .get('/api/settings')
      .bearerToken(modToken)
      .then((r) => r.assertStatus(401))
    await signIn(client, creator.email).then((r) => r.assertStatus(403))

    const kept = await User.findOrFail(creator.id)
    assert.isFalse(kept.isActive)
    const entry = await db
      .from('audit_logs')
      .where('event_type', 'ACCOUNT_DELETED')
      .where('actor_id', creator.id)
      .first()
    assert.equal(entry.creator_id, creator.id)
    assert.equal(entry.severity, 'HIGH')
  })

  test('a moderator deletes their own account; the creator is untouched', async ({ client, assert }) => {
    const { user: creator, token: creatorToken } = await makeCreator()
    const { user: mod, token } = await makeModerator(creator)
    await client
      .post('/api/auth/delete-account')
      .bearerToken(token)
      .json({ password: TEST_PASSWORD })
      .then((r) => r.assertStatus(200))
    assert.isFalse((await User.findOrFail(mod.id)).isActive)
    await client
      .get('/api/auth/me')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(200))
  })

  test('admins and impersonating admins cannot delete accounts here', async ({ client, assert }) => {
    const { user: admin, token } = await makeAdmin()
    const refused = await client.post('/api/auth/delete-account').bearerToken(token).json({ password: TEST_PASSWORD })
    refused.assertStatus(403)
    assert.equal(refused.body().error, SETTINGS_TEXTS.adminCannotDelete)
    assert.isTrue((await User.findOrFail(admin.id)).isActive)

    const { user: creator } = await makeCreator()
    const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(token).json({})
    const impersonated = await client
      .post('/api/auth/delete-account')
      .bearerToken(started.body().data.impersonationToken)
      .json({ password: TEST_PASSWORD })
    impersonated.assertStatus(403)
    assert.isTrue((await User.findOrFail(creator.id)).isActive)
    await client
      .put('/api/settings')
      .bearerToken(started.body().data.impersonationToken)
      .json({ preferences: { theme: 'light' } })
      .then((r) => r.assertStatus(403))
  })
})
