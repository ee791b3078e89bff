import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { committedCreators, makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { PERSONAL_SETTING_DEFAULTS, SETTINGS_TEXTS } from '#core/shared/settings'

const changes = {
  notifications: { email: false, push: true, powerupExpiry: false, newPlayers: true },
  preferences: { theme: 'light', language: 'pt-BR', timezone: 'Europe/Berlin' },
}

test.group('Settings: personal', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('defaults before the first save (docs/api/settings.md)', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const response = await client.get('/api/settings').bearerToken(token)
    response.assertStatus(200)
    const { settings } = response.body()
    assert.isTrue(response.body().success)
    assert.deepEqual(settings.notifications, PERSONAL_SETTING_DEFAULTS.notifications)
    assert.deepEqual(settings.preferences, PERSONAL_SETTING_DEFAULTS.preferences)
    assert.containsSubset(settings.profile, { name: user.name, email: user.email, role: 'CREATOR', editable: false })
    assert.containsSubset(settings.security, { twoFactorEnabled: false, mustSetupTwoFactor: false })
    assert.isString(settings.security.passwordChangedAt)
  })

  for (const role of ['ADMIN', 'CREATOR', 'MODERATOR'] as const) {
    test(`round-trips for a ${role.toLowerCase()}, per user, and audits the change`, async ({ client, assert }) => {
      const { user: creator, token: creatorToken } = await makeCreator()
      const account =
        role === 'ADMIN'
          ? await makeAdmin()
          : role === 'CREATOR'
            ? { user: creator, token: creatorToken }
            : await makeModerator(creator)
      const saved = await client.put('/api/settings').bearerToken(account.token).json(changes)
      saved.assertStatus(200)
      assert.deepEqual(saved.body().settings.notifications, changes.notifications)
      assert.deepEqual(saved.body().settings.preferences, changes.preferences)

      const reread = await client.get('/api/settings').bearerToken(account.token)
      assert.deepEqual(reread.body().settings.preferences, changes.preferences)

      // Another user keeps their own (default) settings.
      const { token: otherToken } = await makeCreator()
      const other = await client.get('/api/settings').bearerToken(otherToken)
      assert.deepEqual(other.body().settings.preferences, PERSONAL_SETTING_DEFAULTS.preferences)

      const entry = await db
        .from('audit_logs')
        .where('event_type', 'PERSONAL_SETTINGS_UPDATED')
        .where('actor_id', account.user.id)
        .first()
      assert.equal(entry.category, 'DATA_CHANGE')
      assert.deepEqual(JSON.parse(entry.details).changes['preferences.theme'], { before: 'dark', after: 'light' })
    })
  }

  test('partial updates keep the other values; an unchanged save writes no audit', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    await client
      .put('/api/settings')
      .bearerToken(token)
      .json({ preferences: { theme: 'light' } })
      .then((r) => r.assertStatus(200))
    const response = await client
      .put('/api/settings')
      .bearerToken(token)
      .json({ notifications: { push: true } })
    assert.containsSubset(response.body().settings, {
      notifications: { ...PERSONAL_SETTING_DEFAULTS.notifications, push: true },
      preferences: { ...PERSONAL_SETTING_DEFAULTS.preferences, theme: 'light' },
    })
    await client
      .put('/api/settings')
      .bearerToken(token)
      .json({ notifications: { push: true } })
      .then((r) => r.assertStatus(200))
    const entries = await db
      .from('audit_logs')
      .where('event_type', 'PERSONAL_SETTINGS_UPDATED')
      .where('actor_id', user.id)
    assert.lengthOf(entries, 2)
  })

  test('admins edit their name and email; the session user follows', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const response = await client
      .put('/api/settings')
      .bearerToken(token)
      .json({ profile: { name: 'Root Admin', email: 'Root@Test.local' } })
    response.assertStatus(200)
    assert.containsSubset(response.body().settings.profile, {
      name: 'Root Admin',
      email: 'root@test.local',
      editable: true,
    })
    const me = await client.get('/api/auth/me').bearerToken(token)
    assert.containsSubset(me.body().user, { name: 'Root Admin', email: 'root@test.local' })
  })

  test('an admin cannot take an email in use (409, nothing changed)', async ({ client, assert }) => {
    const { user, token } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const response = await client
      .put('/api/settings')
      .bearerToken(token)
      .json({ profile: { name: 'New Name', email: creator.email } })
    response.assertStatus(409)
    await user.refresh()
    assert.notEqual(user.name, 'New Name')
  })

  test('creators and moderators cannot change name or email; sending them unchanged is fine', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    const refused = await client
      .put('/api/settings')
      .bearerToken(token)
      .json({ profile: { name: 'Hacker' }, ...changes })
    refused.assertStatus(403)
    assert.equal(refused.body().error, SETTINGS_TEXTS.profileForbidden)
    const untouched = await client.get('/api/settings').bearerToken(token)
    assert.equal(untouched.body().settings.profile.name, creator.name)
    assert.deepEqual(untouched.body().settings.preferences, PERSONAL_SETTING_DEFAULTS.preferences)

    const same = await client
      .put('/api/settings')
      .bearerToken(token)
      .json({ profile: { name: creator.name, email: creator.email } })
    same.assertStatus(200)

    const { token: modToken } = await makeModerator(creator)
    await client
      .put('/api/settings')
      .bearerToken(modToken)
      .json({ profile: { email: 'x@test.local' } })
      .then((r) => r.assertStatus(403))
  })

  test('moderators see the creator they work for', async ({ client, assert }) => {
    const { user: creator } = await makeCreator({ name: 'Stream Star', tiktokUsername: 'starlive' })
    const { token } = await makeModerator(creator)
    const response = await client.get('/api/settings').bearerToken(token)
    assert.containsSubset(response.body().settings.profile, {
      role: 'MODERATOR',
      editable: false,
      creatorName: 'Stream Star',
      creatorTiktokUsername: 'starlive',
    })
  })

  test('bad input answers 400 with a message and changes nothing', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const bodies = [
      { preferences: { theme: 'pink' } },
      { preferences: { timezone: 'Mars/Olympus' } },
      { preferences: { language: 'xx' } },
      { notifications: { email: 'yes' } },
      { notifications: 'all' },
      { preferences: { timezone: 'x'.repeat(5000) } },
    ]
    for (const body of bodies) {
      const response = await client.put('/api/settings').bearerToken(token).json(body)
      response.assertStatus(400)
      assert.isString(response.body().error, JSON.stringify(body))
    }
    const after = await client.get('/api/settings').bearerToken(token)
    assert.deepEqual(after.body().settings.preferences, PERSONAL_SETTING_DEFAULTS.preferences)
    assert.deepEqual(after.body().settings.notifications, PERSONAL_SETTING_DEFAULTS.notifications)
  })

  test('needs a token', async ({ client }) => {
    await client.get('/api/settings').then((r) => r.assertStatus(401))
    await client
      .put('/api/settings')
      .json(changes)
      .then((r) => r.assertStatus(401))
  })
})

test.group('Settings: personal, saved in parallel', (group) => {
  // Committed rows: parallel requests each run their own transaction.
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('saves of different keys at once, before any row exists: every change stays, one entry each', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const saves = [
      { preferences: { theme: 'light' } },
      { preferences: { timezone: 'Europe/Paris' } },
      { notifications: { email: false } },
      { notifications: { newPlayers: true } },
      { notifications: { powerupExpiry: false } },
    ]
    const answers = await Promise.all(saves.map((body) => client.put('/api/settings').bearerToken(token).json(body)))
    for (const answer of answers) answer.assertStatus(200)

    const settings = (await client.get('/api/settings').bearerToken(token)).body().settings
    assert.containsSubset(settings, {
      preferences: { theme: 'light', timezone: 'Europe/Paris' },
      notifications: { email: false, newPlayers: true, powerupExpiry: false },
    })
    const entries = await db
      .from('audit_logs')
      .where('event_type', 'PERSONAL_SETTINGS_UPDATED')
      .where('actor_id', user.id)
    assert.lengthOf(entries, saves.length)
  })
})
