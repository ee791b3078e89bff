import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/user'
import { makeAdmin, makeCreator, makeModerator, TEST_PASSWORD } from '#tests/helpers/accounts'
import { enableTwoFactor, setSystemSettings, signIn, totpCode } from '#tests/helpers/settings'
import { RECOVERY_CODES, SETTINGS_TEXTS } from '#core/shared/settings'

test.group('Two-factor authentication', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('setup answers a secret, its otpauth URL and a QR code; 2FA stays off until confirmed', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const response = await client.post('/api/auth/2fa/setup').bearerToken(token)
    response.assertStatus(200)
    const { success, secret, otpauthUrl, qrCode } = response.body()
    assert.isTrue(success)
    assert.match(secret, /^[A-Z2-7]{32}$/)
    assert.match(otpauthUrl, /^otpauth:\/\/totp\/Powerdeck:/)
    assert.include(otpauthUrl, `secret=${secret}`)
    assert.include(decodeURIComponent(otpauthUrl), user.email)
    assert.match(qrCode, /^data:image\/png;base64,/)
    await user.refresh()
    assert.isFalse(user.twoFactorEnabled)
    // Until confirmed, sign-in needs no code.
    await signIn(client, user.email).then((r) => r.assertStatus(200))
  })

  test('enable needs a correct code; wrong codes change nothing', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    await client
      .post('/api/auth/2fa/enable')
      .bearerToken(token)
      .json({ code: '123456' })
      .then((r) => {
        r.assertStatus(400)
        assert.equal(r.body().error, SETTINGS_TEXTS.twoFactorSetupFirst)
      })
    const { secret } = (await client.post('/api/auth/2fa/setup').bearerToken(token)).body()
    for (const code of ['000000', 'abcdef', totpCode(secret, 5), '']) {
      const response = await client.post('/api/auth/2fa/enable').bearerToken(token).json({ code })
      response.assertStatus(400)
    }
    await user.refresh()
    assert.isFalse(user.twoFactorEnabled)
  })

  test('enable answers 10 recovery codes once, stored hashed, and audits', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const { recoveryCodes } = await enableTwoFactor(client, token)
    assert.lengthOf(recoveryCodes, RECOVERY_CODES.count)
    assert.lengthOf(new Set(recoveryCodes), RECOVERY_CODES.count)
    for (const code of recoveryCodes) assert.match(code, /^[A-Z2-9]{6}$/)
    await user.refresh()
    assert.isTrue(user.twoFactorEnabled)
    for (const code of recoveryCodes) assert.notInclude(user.twoFactorRecoveryCodes!, code)

    const settings = await client.get('/api/settings').bearerToken(token)
    assert.containsSubset(settings.body().settings.security, { twoFactorEnabled: true, recoveryCodesLeft: 10 })
    const me = await client.get('/api/auth/me').bearerToken(token)
    assert.isTrue(me.body().user.twoFactorEnabled)

    await client
      .post('/api/auth/2fa/setup')
      .bearerToken(token)
      .then((r) => r.assertStatus(409))
    const entry = await db
      .from('audit_logs')
      .where('event_type', 'TWO_FACTOR_ENABLED')
      .where('actor_id', user.id)
      .first()
    assert.equal(entry.category, 'SECURITY')
  })

  test('sign-in then requires a code: none or wrong refused, a fresh one accepted, never twice', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const { secret } = await enableTwoFactor(client, token)

    const missing = await signIn(client, user.email)
    missing.assertStatus(401)
    assert.deepEqual(missing.body(), {
      success: false,
      error: 'Two-factor code required',
      code: 'core.two_factor_code_required',
      twoFactorRequired: true,
    })
    const wrong = await signIn(client, user.email, { twoFactorCode: '000000' })
    wrong.assertStatus(401)
    assert.equal(wrong.body().error, 'Invalid two-factor code')

    // The code of the next period (within the accepted window; the current one confirmed setup).
    const code = totpCode(secret, 1)
    const accepted = await signIn(client, user.email, { twoFactorCode: code })
    accepted.assertStatus(200)
    await client
      .get('/api/auth/me')
      .bearerToken(accepted.body().token)
      .then((r) => r.assertStatus(200))

    const replayed = await signIn(client, user.email, { twoFactorCode: code })
    replayed.assertStatus(401)
    assert.equal(replayed.body().error, 'Invalid two-factor code')
  })

  test('a recovery code signs in once, in any case, and is audited', async ({ client, assert }) => {
    const { user: creator } = await makeCreator()
    const { user, token } = await makeModerator(creator)
    const { recoveryCodes } = await enableTwoFactor(client, token)
    const [code] = recoveryCodes

    const first = await client.post('/api/auth/signin').json({
      loginType: 'moderator',
      username: user.username,
      password: TEST_PASSWORD,
      twoFactorCode: code.toLowerCase(),
    })
    first.assertStatus(200)
    const again = await signIn(client, user.email, { twoFactorCode: code })
    again.assertStatus(401)

    const settings = await client.get('/api/settings').bearerToken(first.body().token)
    assert.equal(settings.body().settings.security.recoveryCodesLeft, RECOVERY_CODES.count - 1)
    // The other codes still work.
    await signIn(client, user.email, { twoFactorCode: recoveryCodes[1] }).then((r) => r.assertStatus(200))

    const entry = await db
      .from('audit_logs')
      .where('event_type', 'RECOVERY_CODE_USED')
      .where('actor_id', user.id)
      .first()
    assert.equal(entry.creator_id, creator.id)
    assert.equal(entry.category, 'SECURITY')
  })

  test('wrong codes count towards the sign-in lockout', async ({ client }) => {
    const { token: adminToken } = await makeAdmin()
    const { user, token } = await makeCreator()
    const { secret } = await enableTwoFactor(client, token)
    await setSystemSettings(client, adminToken, { maxLoginAttempts: 3 })
    for (let attempt = 0; attempt < 3; attempt++) {
      await signIn(client, user.email, { twoFactorCode: '111111' }).then((r) => r.assertStatus(401))
    }
    await signIn(client, user.email, { twoFactorCode: totpCode(secret, 1) }).then((r) => r.assertStatus(429))
  })

  test('disable needs the password and a code; then sign-in needs no code', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const { secret, recoveryCodes } = await enableTwoFactor(client, token)

    const wrongPassword = await client
      .post('/api/auth/2fa/disable')
      .bearerToken(token)
      .json({ password: 'nope', code: totpCode(secret, 1) })
    wrongPassword.assertStatus(400)
    assert.equal(wrongPassword.body().error, 'Password is incorrect')
    const wrongCode = await client
      .post('/api/auth/2fa/disable')
      .bearerToken(token)
      .json({ password: TEST_PASSWORD, code: '000000' })
    wrongCode.assertStatus(400)
    assert.equal(wrongCode.body().error, SETTINGS_TEXTS.invalidCode)
    await client
      .post('/api/auth/2fa/disable')
      .bearerToken(token)
      .json({})
      .then((r) => r.assertStatus(400))
    await user.refresh()
    assert.isTrue(user.twoFactorEnabled)

    const disabled = await client
      .post('/api/auth/2fa/disable')
      .bearerToken(token)
      .json({ password: TEST_PASSWORD, code: recoveryCodes[0] })
    disabled.assertStatus(200)
    await user.refresh()
    assert.isFalse(user.twoFactorEnabled)
    assert.isNull(user.twoFactorSecret)
    assert.isNull(user.twoFactorRecoveryCodes)
    await signIn(client, user.email).then((r) => r.assertStatus(200))
    await client
      .post('/api/auth/2fa/disable')
      .bearerToken(token)
      .json({ password: TEST_PASSWORD, code: '123456' })
      .then((r) => r.assertStatus(400))

    const entry = await db
      .from('audit_logs')
      .where('event_type', 'TWO_FACTOR_DISABLED')
      .where('actor_id', user.id)
      .first()
    assert.equal(entry.severity, 'HIGH')
  })

  test('while the system requires 2FA it cannot be turned off', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const { user, token } = await makeCreator()
    const { secret } = await enableTwoFactor(client, token)
    await setSystemSettings(client, adminToken, { twoFactorRequired: true })
    const refused = await client
      .post('/api/auth/2fa/disable')
      .bearerToken(token)
      .json({ password: TEST_PASSWORD, code: totpCode(secret, 1) })
    refused.assertStatus(403)
    assert.equal(refused.body().error, SETTINGS_TEXTS.twoFactorRequiredBySystem)
    const signedIn = await signIn(client, user.email, { twoFactorCode: totpCode(secret, 1) })
    assert.isFalse(signedIn.body().mustSetupTwoFactor)
  })

  test('an impersonating admin cannot change the creator’s 2FA', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const { user: creator } = await makeCreator()
    const started = await client.post(`/api/admin/creators/${creator.id}/impersonate`).bearerToken(adminToken).json({})
    const impersonationToken = started.body().data.impersonationToken
    const refused = await client.post('/api/auth/2fa/setup').bearerToken(impersonationToken)
    refused.assertStatus(403)
    assert.equal(refused.body().error, SETTINGS_TEXTS.impersonationReadOnly)
    const fresh = await User.findOrFail(creator.id)
    assert.isNull(fresh.twoFactorSecret)
  })
})
