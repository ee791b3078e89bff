import type { ApiClient } from '@japa/api-client'
import { Secret, TOTP } from 'otpauth'
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { TEST_PASSWORD } from '#tests/helpers/accounts'
import type { SystemSettingsUpdate } from '#core/shared/settings'

type Client = ApiClient

/** PUT /api/admin/settings as the given admin; fails the test unless it answers 200. */
export async function setSystemSettings(client: Client, adminToken: string, update: SystemSettingsUpdate) {
  const response = await client.put('/api/admin/settings').bearerToken(adminToken).json(update)
  response.assertStatus(200)
  return response.body().settings
}

export function signIn(client: Client, email: string, extra: { password?: string; twoFactorCode?: string } = {}) {
  return client.post('/api/auth/signin').json({ email, password: extra.password ?? TEST_PASSWORD, ...extra })
}

/** The TOTP code an authenticator app shows, `steps` periods from now. */
export function totpCode(secret: string, steps = 0) {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })
}

/** Turns 2FA on through the API; answers the secret and the recovery codes. */
export async function enableTwoFactor(client: Client, token: string) {
  const setup = await client.post('/api/auth/2fa/setup').bearerToken(token)
  setup.assertStatus(200)
  const { secret } = setup.body()
  const enabled = await client
    .post('/api/auth/2fa/enable')
    .bearerToken(token)
    .json({ code: totpCode(secret) })
  enabled.assertStatus(200)
  return { secret: secret as string, recoveryCodes: enabled.body().recoveryCodes as string[] }
}

/** A timestamp as the connection stores it (SQLite keeps text, PostgreSQL a timestamptz). */
export function sqlTimestamp(value: DateTime) {
  return value.toFormat(db.connection().dialect.dateTimeFormat)
}
