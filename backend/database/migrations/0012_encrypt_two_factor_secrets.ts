import { BaseSchema } from '@adonisjs/lucid/schema'
import { decryptTwoFactorSecret, encryptTwoFactorSecret, isPlainTwoFactorSecret } from '#core/auth/two_factor_secret'

/**
 * TOTP secrets were stored in clear: encrypt the existing ones with APP_KEY (the User model
 * encrypts new ones). Rows already encrypted are left alone, so running it twice is harmless.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const rows = await db.from('users').whereNotNull('two_factor_secret').select('id', 'two_factor_secret')
      for (const row of rows) {
        if (!isPlainTwoFactorSecret(row.two_factor_secret)) continue
        await db
          .from('users')
          .where('id', row.id)
          .update({ two_factor_secret: encryptTwoFactorSecret(row.two_factor_secret) })
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      const rows = await db.from('users').whereNotNull('two_factor_secret').select('id', 'two_factor_secret')
      for (const row of rows) {
        const secret = decryptTwoFactorSecret(row.two_factor_secret)
        if (secret) await db.from('users').where('id', row.id).update({ two_factor_secret: secret })
      }
    })
  }
}
