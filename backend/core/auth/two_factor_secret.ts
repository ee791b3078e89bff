import encryption from '@adonisjs/core/services/encryption'

/**
 * TOTP secrets are stored encrypted with APP_KEY (AdonisJS encryption: AES-256-CBC + HMAC),
 * bound to this purpose, so a leaked users table alone does not give away second factors.
 */
const PURPOSE = 'two-factor-secret'

export function encryptTwoFactorSecret(secret: string) {
  return encryption.encrypt(secret, undefined, PURPOSE)
}

/** The plain secret, or null when the value was not encrypted by this app's key. */
export function decryptTwoFactorSecret(stored: string) {
  return encryption.decrypt<string>(stored, PURPOSE)
}

/** What secrets stored before encryption look like: bare base32. */
export function isPlainTwoFactorSecret(stored: string) {
  return /^[A-Z2-7]+=*$/.test(stored)
}
