import { test } from '@japa/runner'
import { INPUT_MESSAGES } from '#core/http/validation'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'
import { setSystemSettings, signIn } from '#tests/helpers/settings'
import { parseDetails } from '#tests/helpers/audit'
import { assertRegistrationOpen, settingValue } from '#core/settings/system_settings_service'
import { SettingsRegistry, settingsRegistry } from '#core/settings/registry'
import { defineSetting } from '#core/settings/declaration'
import { ApiError } from '#core/http/api_error'
import {
  POWERUP_SETTINGS,
  cleanupExpiredHoldings,
  grantPolicy,
  isCleanupEnabled,
} from '#modules/powerups/backend/public'
import { KERNEL_SETTINGS, SETTINGS_TEXTS } from '#core/shared/settings'

/** Defaults, as GET /api/admin/settings answers them (docs/api/settings.md). */
const SYSTEM_SETTING_DEFAULTS = {
  siteName: 'Powerdeck',
  maintenanceMode: false,
  registrationEnabled: true,
  sessionTimeout: 24,
  maxLoginAttempts: 5,
  twoFactorRequired: false,
  rateLimitEnabled: true,
  rateLimitRequests: 100,
  rateLimitWindow: 60,
  errorRetentionDays: 90,
  auditRetentionDays: 730,
  powerups: { defaultExpiry: 120, maxPowerupsPerPlayer: 10, expiryWarningHours: 48, autoCleanupExpired: true },
  live: { giftRetentionDays: 730, chatTallyRetentionDays: 365 },
  notifications: { noticeRetentionDays: 90 },
}

test.group('Settings: system (admin)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('admins read the defaults of docs/api/settings.md; others are refused', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const response = await client.get('/api/admin/settings').bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { success: true, settings: SYSTEM_SETTING_DEFAULTS })

    const { user: creator, token: creatorToken } = await makeCreator()
    const { token: modToken } = await makeModerator(creator)
    for (const other of [creatorToken, modToken]) {
      await client
        .get('/api/admin/settings')
        .bearerToken(other)
        .then((r) => r.assertStatus(403))
      await client
        .put('/api/admin/settings')
        .bearerToken(other)
        .json({ siteName: 'Mine' })
        .then((r) => r.assertStatus(403))
    }
    const after = await client.get('/api/admin/settings').bearerToken(token)
    assert.equal(after.body().settings.siteName, SYSTEM_SETTING_DEFAULTS.siteName)
  })

  test('a partial update (nested or flat names) is stored and audited with before and after', async ({
    client,
    assert,
  }) => {
    const { user: admin, token } = await makeAdmin()
    const response = await client
      .put('/api/admin/settings')
      .bearerToken(token)
      .json({ siteName: 'Stream Deck', powerups: { maxPowerupsPerPlayer: 25 }, 'powerups.defaultExpiry': 48 })
    response.assertStatus(200)
    assert.deepEqual(response.body().settings, {
      ...SYSTEM_SETTING_DEFAULTS,
      siteName: 'Stream Deck',
      powerups: { ...SYSTEM_SETTING_DEFAULTS.powerups, maxPowerupsPerPlayer: 25, defaultExpiry: 48 },
    })
    assert.sameMembers(response.body().changed, ['siteName', 'powerups.maxPowerupsPerPlayer', 'powerups.defaultExpiry'])

    const reread = await client.get('/api/admin/settings').bearerToken(token)
    assert.equal(reread.body().settings.powerups.defaultExpiry, 48)

    const entries = await db
      .from('audit_logs')
      .where('event_type', 'SYSTEM_SETTINGS_UPDATED')
      .where('actor_id', admin.id)
    assert.lengthOf(entries, 1)
    assert.equal(entries[0].category, 'SYSTEM_CONFIG')
    assert.isNull(entries[0].creator_id)
    assert.deepEqual(JSON.parse(entries[0].details).changes, {
      siteName: { before: 'Powerdeck', after: 'Stream Deck' },
      'powerups.maxPowerupsPerPlayer': { before: 10, after: 25 },
      'powerups.defaultExpiry': { before: 120, after: 48 },
    })

    // Saving the same values again changes nothing and writes no entry.
    await setSystemSettings(client, token, { siteName: 'Stream Deck' })
    assert.lengthOf(await db.from('audit_logs').where('event_type', 'SYSTEM_SETTINGS_UPDATED'), 1)

    await setSystemSettings(client, token, { maintenanceMode: true })
    const security = await db
      .from('audit_logs')
      .where('event_type', 'SYSTEM_SETTINGS_UPDATED')
      .orderBy('id', 'desc')
      .first()
    assert.equal(security.severity, 'HIGH')
  })

  test('bad values and unknown names answer 400 and change nothing', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const cases: [unknown, string][] = [
      [{ sessionTimeout: 0 }, 'Session Timeout must be a whole number from 1 to 720 hours'],
      [{ sessionTimeout: 2.5 }, 'Session Timeout must be a whole number from 1 to 720 hours'],
      [{ maxLoginAttempts: 'many' }, 'Max Login Attempts must be a whole number from 1 to 50'],
      [{ rateLimitRequests: 5 }, 'Requests per Window must be a whole number from 10 to 100000'],
      [{ powerups: { defaultExpiry: 9999 } }, 'Default Powerup Expiry must be a whole number from 1 to 8760 hours'],
      [{ maintenanceMode: 'maybe' }, 'Maintenance Mode must be true or false'],
      [{ siteName: '   ' }, 'Site Name is required'],
      [{ siteName: '' }, 'Site Name is required'],
      [{ 'powerups.defaultExpiry': '' }, 'Default Powerup Expiry is required'],
      [{ siteName: 'x'.repeat(61) }, 'Site Name must be at most 60 characters'],
      [{ siteNme: 'typo' }, 'Unknown setting: siteNme'],
      [{ 'powerups.maxPerPlayer': 3 }, 'Unknown setting: powerups.maxPerPlayer'],
      [{ powerups: { nope: true } }, 'Unknown setting: powerups.nope'],
      [[1, 2], INPUT_MESSAGES.notObject],
    ]
    for (const [body, message] of cases) {
      const response = await client
        .put('/api/admin/settings')
        .bearerToken(token)
        .json(body as object)
      response.assertStatus(400)
      assert.equal(response.body().error, message, JSON.stringify(body))
    }
    // One bad value in a batch: the good ones are not applied either.
    await client
      .put('/api/admin/settings')
      .bearerToken(token)
      .json({ siteName: 'Half', sessionTimeout: -1 })
      .then((r) => r.assertStatus(400))
    const after = await client.get('/api/admin/settings').bearerToken(token)
    assert.deepEqual(after.body().settings, SYSTEM_SETTING_DEFAULTS)
    assert.lengthOf(await db.from('system_settings'), 0)
  })

  test('the site name and switches are public; the header reads them without a token', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    await setSystemSettings(client, token, { siteName: 'Gift Arena', registrationEnabled: false })
    const response = await client.get('/api/public/site')
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      site: { siteName: 'Gift Arena', maintenanceMode: false, registrationEnabled: false },
    })
  })

  test('registrationEnabled off: only admins may create accounts', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    await assertRegistrationOpen({ isAdmin: false })
    await setSystemSettings(client, token, { registrationEnabled: false })
    await assert.rejects(() => assertRegistrationOpen({ isAdmin: false }), SETTINGS_TEXTS.registrationClosed)
    await assertRegistrationOpen({ isAdmin: true })
  })

  test('the powerup settings reach the ledger hooks', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    assert.deepEqual(await grantPolicy(), { defaultExpiryHours: 120, maxPowerupsPerPlayer: 10 })
    assert.isTrue(await isCleanupEnabled())
    await setSystemSettings(client, token, {
      powerups: { defaultExpiry: 72, maxPowerupsPerPlayer: 3, autoCleanupExpired: false },
    })
    assert.deepEqual(await grantPolicy(), { defaultExpiryHours: 72, maxPowerupsPerPlayer: 3 })
    assert.isFalse(await isCleanupEnabled())
    // The ledger's periodic cleanup obeys autoCleanupExpired.
    assert.deepInclude(await cleanupExpiredHoldings(), { enabled: false, deactivated: 0 })
    await setSystemSettings(client, token, { powerups: { autoCleanupExpired: true } })
    assert.deepInclude(await cleanupExpiredHoldings(), { enabled: true })
  })
})

test.group('Settings: declarations and the registry', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the declarations are served to admins: the kernel's, then each module's, with defaults and no validation", async ({
    client,
    assert,
  }) => {
    const { token } = await makeAdmin()
    const response = await client.get('/api/admin/settings/declarations').bearerToken(token)
    response.assertStatus(200)
    const declarations = response.body().declarations as { key: string }[]
    assert.deepEqual(
      declarations.map((declaration) => declaration.key),
      [
        ...KERNEL_SETTINGS.map((declaration) => declaration.key),
        'powerups.defaultExpiry',
        'powerups.maxPowerupsPerPlayer',
        'powerups.expiryWarningHours',
        'powerups.autoCleanupExpired',
        'live.giftRetentionDays',
        'live.chatTallyRetentionDays',
        'notifications.noticeRetentionDays',
      ]
    )
    assert.deepEqual(
      declarations.find((declaration) => declaration.key === 'powerups.maxPowerupsPerPlayer'),
      {
        key: 'powerups.maxPowerupsPerPlayer',
        type: 'integer',
        default: 10,
        label: 'Max Powerups per Player',
        description: 'Grants that would go beyond it are refused.',
        min: 1,
        max: 1000,
        section: 'general',
        editableBy: ['ADMIN'],
      }
    )
    const { token: creatorToken } = await makeCreator()
    await client
      .get('/api/admin/settings/declarations')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(403))
  })

  test('a module-declared setting: its default in the registry and the API, validated by its declaration', async ({
    client,
    assert,
  }) => {
    const registry = await settingsRegistry()
    assert.equal(registry.declaration('powerups.maxPowerupsPerPlayer'), POWERUP_SETTINGS.maxPowerupsPerPlayer)
    assert.equal(await settingValue(POWERUP_SETTINGS.maxPowerupsPerPlayer), 10)

    const { token } = await makeAdmin()
    const refused = await client
      .put('/api/admin/settings')
      .bearerToken(token)
      .json({ 'powerups.maxPowerupsPerPlayer': 1001 })
    refused.assertStatus(400)
    assert.equal(refused.body().error, 'Max Powerups per Player must be a whole number from 1 to 1000')
    const unknown = await client.put('/api/admin/settings').bearerToken(token).json({ 'powerups.maxPlayers': 3 })
    unknown.assertStatus(400)
    assert.equal(unknown.body().error, 'Unknown setting: powerups.maxPlayers')

    await setSystemSettings(client, token, { 'powerups.maxPowerupsPerPlayer': 12 })
    assert.equal(await settingValue(POWERUP_SETTINGS.maxPowerupsPerPlayer), 12)
  })

  test('a registry of any module: nested defaults, type and bounds, its own rule, unknown names and duplicates', async ({
    assert,
  }) => {
    const volume = defineSetting({
      key: 'demo.volume',
      type: 'integer',
      default: 5,
      label: 'Volume',
      min: 0,
      max: 10,
      section: 'general',
      editableBy: ['ADMIN'],
      validate: (value) => (value === 7 ? 'Volume 7 is unlucky' : null),
    })
    const greeting = defineSetting({
      key: 'greeting',
      type: 'text',
      default: 'Hi',
      label: 'Greeting',
      max: 5,
      section: 'general',
      editableBy: ['ADMIN'],
    })
    const registry = new SettingsRegistry([greeting, volume])
    assert.deepEqual(registry.defaults(), { greeting: 'Hi', demo: { volume: 5 } })
    assert.deepEqual(registry.fields()[1], {
      key: 'demo.volume',
      type: 'integer',
      default: 5,
      label: 'Volume',
      min: 0,
      max: 10,
      section: 'general',
      editableBy: ['ADMIN'],
    })

    assert.deepEqual(
      [...(await registry.validate({ greeting: ' Yo ', 'demo.volume': 3 }))],
      [
        ['greeting', 'Yo'],
        ['demo.volume', 3],
      ]
    )
    assert.deepEqual([...(await registry.validate({ demo: { volume: 10 } }))], [['demo.volume', 10]])
    // The first message of a refusal: Vine's for a value, the registry's own for a name.
    const refusal = (body: unknown) =>
      registry.validate(body).then(
        () => null,
        (error) => (error instanceof ApiError ? `${error.status} ${error.message}` : error.messages[0].message)
      )
    assert.equal(await refusal({ demo: { volume: 11 } }), 'Volume must be a whole number from 0 to 10')
    assert.equal(await refusal({ demo: { volume: 7 } }), 'Volume 7 is unlucky')
    assert.equal(await refusal({ greeting: 'Hello!' }), 'Greeting must be at most 5 characters')
    assert.equal(await refusal({ volume: 3 }), '400 Unknown setting: volume')
    assert.equal(await refusal({ 'demo.loudness': 3 }), '400 Unknown setting: demo.loudness')
    assert.throws(() => new SettingsRegistry([volume, volume]), 'Setting demo.volume is declared twice')
    assert.throws(
      () => new SettingsRegistry([{ ...volume, key: 'demo.sound.volume' }]),
      'Setting demo.sound.volume: one level of nesting at most (module.name)'
    )
  })
})

test.group('Settings: system settings take effect', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('maintenance mode: non-admins get 503, admins keep working', async ({ client, assert }) => {
    const { user: admin, token } = await makeAdmin()
    const { user: creator, token: creatorToken } = await makeCreator()
    const { token: modToken } = await makeModerator(creator)
    await setSystemSettings(client, token, { maintenanceMode: true, siteName: 'Gift Arena' })

    for (const other of [creatorToken, modToken]) {
      const refused = await client.get('/api/settings').bearerToken(other)
      refused.assertStatus(503)
      assert.deepEqual(refused.body(), {
        success: false,
        error: 'Gift Arena is down for maintenance. Please try again later.',
        code: 'core.maintenance',
        params: { siteName: 'Gift Arena' },
        maintenance: true,
      })
    }
    await client
      .get('/api/settings')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))
    await client
      .get('/api/admin/creators')
      .bearerToken(token)
      .then((r) => r.assertStatus(200))

    // Sign-in: admins still get in, others get the same 503.
    await signIn(client, admin.email).then((r) => r.assertStatus(200))
    const creatorSignIn = await signIn(client, creator.email)
    creatorSignIn.assertStatus(503)
    assert.equal(creatorSignIn.body().error, 'Gift Arena is down for maintenance. Please try again later.')

    // An admin impersonating a creator is still an admin.
    const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(token).json({})
    await client
      .get('/api/settings')
      .bearerToken(started.body().data.impersonationToken)
      .then((r) => r.assertStatus(200))

    await client.get('/api/public/site').then((r) => assert.isTrue(r.body().site.maintenanceMode))
    await setSystemSettings(client, token, { maintenanceMode: false })
    await client
      .get('/api/settings')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(200))
  })

  test('rate limit: requests per window per user, then 429 with Retry-After', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const { token: creatorToken } = await makeCreator()
    const { token: otherToken } = await makeCreator()
    await setSystemSettings(client, token, { rateLimitRequests: 10, rateLimitWindow: 120 })

    for (let request = 1; request <= 10; request++) {
      const response = await client.get('/api/settings').bearerToken(creatorToken)
      response.assertStatus(200)
      assert.equal(response.header('x-ratelimit-remaining'), String(10 - request))
    }
    const limited = await client.get('/api/settings').bearerToken(creatorToken)
    limited.assertStatus(429)
    assert.match(limited.body().error, /^Too many requests\. Try again in \d+ seconds\.$/)
    const retryAfter = Number(limited.header('retry-after'))
    assert.equal(limited.body().code, 'core.too_many_requests')
    assert.deepEqual(limited.body().params, { seconds: retryAfter })
    assert.isAbove(retryAfter, 0)
    assert.isAtMost(retryAfter, 120)

    // Per user: someone else is not affected; the admin can always reach the settings to undo it.
    await client
      .get('/api/settings')
      .bearerToken(otherToken)
      .then((r) => r.assertStatus(200))
    for (let request = 0; request < 12; request++) {
      await client
        .get('/api/admin/settings')
        .bearerToken(token)
        .then((r) => r.assertStatus(200))
    }

    await setSystemSettings(client, token, { rateLimitEnabled: false })
    await client
      .get('/api/settings')
      .bearerToken(creatorToken)
      .then((r) => r.assertStatus(200))
  })

  test('session timeout sets the lifetime of tokens issued at sign-in', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const { user } = await makeCreator()
    await setSystemSettings(client, token, { sessionTimeout: 2 })

    const response = await signIn(client, user.email)
    response.assertStatus(200)
    const sessionToken = response.body().token
    const row = await db.from('auth_access_tokens').where('tokenable_id', user.id).orderBy('id', 'desc').first()
    const lifetimeHours = DateTime.fromJSDate(new Date(row.expires_at)).diff(
      DateTime.fromJSDate(new Date(row.created_at)),
      'hours'
    ).hours
    assert.closeTo(lifetimeHours, 2, 0.01)
    await client
      .get('/api/auth/me')
      .bearerToken(sessionToken)
      .then((r) => r.assertStatus(200))

    // Two hours and a minute later (the token row aged), the token no longer works.
    // Token timestamps are written as JS dates by @adonisjs/auth (numbers on SQLite): same here.
    const aged = (value: unknown) =>
      DateTime.fromJSDate(new Date(value as string))
        .minus({ hours: 2, minutes: 1 })
        .toJSDate()
    await db
      .from('auth_access_tokens')
      .where('id', row.id)
      .update({ created_at: aged(row.created_at), expires_at: aged(row.expires_at) })
    await client
      .get('/api/auth/me')
      .bearerToken(sessionToken)
      .then((r) => r.assertStatus(401))
  })

  test('max login attempts: the sign-in limiter follows the setting', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const { user } = await makeCreator()
    await setSystemSettings(client, token, { maxLoginAttempts: 2 })
    for (let attempt = 0; attempt < 2; attempt++) {
      await signIn(client, user.email, { password: 'wrong-password' }).then((r) => r.assertStatus(401))
    }
    const blocked = await signIn(client, user.email)
    blocked.assertStatus(429)
    assert.match(blocked.body().error, /Too many failed sign-in attempts/)
    assert.exists(blocked.header('retry-after'))
  })

  test('twoFactorRequired: sign-in asks users without 2FA to set it up', async ({ client, assert }) => {
    const { token } = await makeAdmin()
    const { user } = await makeCreator()
    const before = await signIn(client, user.email)
    assert.isFalse(before.body().mustSetupTwoFactor)

    await setSystemSettings(client, token, { twoFactorRequired: true })
    const after = await signIn(client, user.email)
    after.assertStatus(200)
    assert.isTrue(after.body().mustSetupTwoFactor)
    const settings = await client.get('/api/settings').bearerToken(after.body().token)
    assert.isTrue(settings.body().settings.security.mustSetupTwoFactor)
  })

  test('powerups: grants beyond maxPowerupsPerPlayer are refused; defaultExpiry dates grants without one', async ({
    client,
    assert,
  }) => {
    const { token: adminToken } = await makeAdmin()
    const { token } = await makeCreator()
    await setSystemSettings(client, adminToken, { powerups: { maxPowerupsPerPlayer: 5, defaultExpiry: 36 } })
    // A new player starts with the starter pack: 3 units.
    await client
      .post('/api/players')
      .bearerToken(token)
      .json({ name: 'CapTester' })
      .then((r) => r.assertStatus(201))

    const grant = (body: Record<string, unknown>) =>
      client
        .post('/api/players/powerups/grant')
        .bearerToken(token)
        .json({ playerName: 'CapTester', powerupType: 'glove', ...body })
    const granted = await grant({ count: 2 })
    granted.assertStatus(200)
    const hoursLeft = DateTime.fromISO(granted.body().holding.expiresAt).diffNow('hours').hours
    assert.closeTo(hoursLeft, 36, 0.1)

    const refused = await grant({ count: 1, expiresInDays: 5 })
    refused.assertStatus(400)
    assert.equal(refused.body().error, 'CapTester already holds 5 powerups; the maximum per player is 5.')

    await setSystemSettings(client, adminToken, { powerups: { maxPowerupsPerPlayer: 6 } })
    await grant({ count: 1, expiresInDays: 5 }).then((r) => r.assertStatus(200))
  })

  test('sign-in notes the password strength for Account Security', async ({ client, assert }) => {
    const { user } = await makeCreator({ password: 'weakpass' })
    const response = await signIn(client, user.email, { password: 'weakpass' })
    response.assertStatus(200)
    const settings = await client.get('/api/settings').bearerToken(response.body().token)
    assert.equal(settings.body().settings.security.passwordStrength, 'Fair')
    const { user: strong } = await makeCreator()
    const signedIn = await signIn(client, strong.email, { password: TEST_PASSWORD })
    const strongSettings = await client.get('/api/settings').bearerToken(signedIn.body().token)
    assert.equal(strongSettings.body().settings.security.passwordStrength, 'Strong')
  })
})

test.group('Settings: system, saved in parallel', () => {
  test('saves at once take turns: each entry\'s "before" is the value the save before it wrote', async ({
    client,
    assert,
    cleanup,
  }) => {
    // Committed rows (parallel requests each run their own transaction); put back afterwards.
    const { user: admin, token } = await makeAdmin()
    const original = (await client.get('/api/admin/settings').bearerToken(token)).body().settings.sessionTimeout
    cleanup(async () => {
      await setSystemSettings(client, token, { sessionTimeout: original })
      await db.from('audit_logs').where('actor_id', admin.id).delete()
      await admin.delete()
    })
    const values = [30, 31, 32, 33, 34, 35]
    const answers = await Promise.all(
      values.map((sessionTimeout) => client.put('/api/admin/settings').bearerToken(token).json({ sessionTimeout }))
    )
    for (const answer of answers) answer.assertStatus(200)

    const entries = await db
      .from('audit_logs')
      .where('event_type', 'SYSTEM_SETTINGS_UPDATED')
      .where('actor_id', admin.id)
      .orderBy('id')
    const changes = entries.map((entry) => parseDetails(entry).changes.sessionTimeout)
    assert.lengthOf(changes, values.length)
    assert.equal(changes[0].before, original)
    for (let i = 1; i < changes.length; i++) assert.equal(changes[i].before, changes[i - 1].after)
  })
})
