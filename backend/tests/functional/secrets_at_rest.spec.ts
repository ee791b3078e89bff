import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import { Scrypt } from '@adonisjs/core/hash/drivers/scrypt'
import db from '@adonisjs/lucid/services/db'
import { PASSWORD_SCRYPT, TEST_SCRYPT } from '#config/hash'
import type User from '#core/users/user'
import EncryptTwoFactorSecrets from '../../database/migrations/0012_encrypt_two_factor_secrets.js'
import { makeCreator, TEST_PASSWORD } from '#tests/helpers/accounts'
import { enableTwoFactor, signIn, totpCode } from '#tests/helpers/settings'

/** The parameters passwords were hashed with before (scrypt N=2^14). */
const LEGACY_SCRYPT = { cost: 16384, blockSize: 8, parallelization: 1, maxMemory: 33554432 }

const storedPassword = async (user: User) => (await db.from('users').where('id', user.id).first()).password as string
const storedSecret = async (user: User) =>
  (await db.from('users').where('id', user.id).first()).two_factor_secret as string

test.group('Secrets at rest: password hashing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('servers hash with scrypt N=2^17, r=8, p=1 (only the test suite hashes cheaply)', async ({ assert }) => {
    assert.deepEqual(PASSWORD_SCRYPT, { cost: 2 ** 17, blockSize: 8, parallelization: 1, maxMemory: 256 * 1024 * 1024 })
    const production = new Scrypt(PASSWORD_SCRYPT)
    const made = await production.make('correct horse')
    assert.match(made, /^\$scrypt\$n=131072,r=8,p=1\$/)
    assert.isTrue(await production.verify(made, 'correct horse'))
    assert.isFalse(production.needsReHash(made))
    assert.isTrue(production.needsReHash(await new Scrypt(TEST_SCRYPT).make('correct horse')))
    assert.isTrue(production.needsReHash(await new Scrypt(LEGACY_SCRYPT).make('correct horse')))
  })

  test('a hash made with older parameters verifies and is re-made at the next sign-in', async ({ client, assert }) => {
    const { user } = await makeCreator()
    await user.refresh()
    const changedAt = user.passwordChangedAt!.toMillis()
    const legacy = await new Scrypt(LEGACY_SCRYPT).make(TEST_PASSWORD)
    await db.from('users').where('id', user.id).update({ password: legacy })

    await signIn(client, user.email, { password: 'Wrong-pass1!' }).then((r) => r.assertStatus(401))
    assert.equal(await storedPassword(user), legacy)

    await signIn(client, user.email).then((r) => r.assertStatus(200))
    const upgraded = await storedPassword(user)
    assert.notEqual(upgraded, legacy)
    assert.isFalse(hash.needsReHash(upgraded))
    assert.isTrue(await hash.verify(upgraded, TEST_PASSWORD))
    await user.refresh()
    assert.equal(user.passwordChangedAt!.toMillis(), changedAt, 'an upgrade is not a password change')

    await signIn(client, user.email).then((r) => r.assertStatus(200))
    assert.equal(await storedPassword(user), upgraded)
  })
})

test.group('Secrets at rest: TOTP secrets', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the secret is stored encrypted with APP_KEY and 2FA works as before', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const { secret } = await enableTwoFactor(client, token)
    const stored = await storedSecret(user)
    assert.notEqual(stored, secret)
    assert.notInclude(stored, secret)
    await user.refresh()
    assert.equal(user.twoFactorSecret, secret)

    await signIn(client, user.email).then((r) => r.assertStatus(401))
    // The code of this period confirmed the setup: the next one signs in.
    await signIn(client, user.email, { twoFactorCode: totpCode(secret, 1) }).then((r) => r.assertStatus(200))
  })

  test('the migration encrypts a secret stored in clear; running it again changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const { secret } = await enableTwoFactor(client, token)
    await db.from('users').where('id', user.id).update({ two_factor_secret: secret, two_factor_last_step: null })
    const { user: without2fa } = await makeCreator()

    await new EncryptTwoFactorSecrets(db.connection(), 'encrypt_two_factor_secrets', false).execUp()
    const encrypted = await storedSecret(user)
    assert.notEqual(encrypted, secret)
    assert.notInclude(encrypted, secret)
    assert.isNull(await storedSecret(without2fa))

    await new EncryptTwoFactorSecrets(db.connection(), 'encrypt_two_factor_secrets', false).execUp()
    assert.equal(await storedSecret(user), encrypted)

    await user.refresh()
    assert.equal(user.twoFactorSecret, secret)
    await signIn(client, user.email, { twoFactorCode: totpCode(secret) }).then((r) => r.assertStatus(200))
  })
})
