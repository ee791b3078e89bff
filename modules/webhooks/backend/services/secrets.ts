import { randomBytes } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'

/**
 * Signing secrets: HMAC needs the raw secret, so it is stored encrypted with APP_KEY (AdonisJS
 * encryption, bound to this purpose), never hashed and never in plain text.
 */
const PURPOSE = 'webhook-signing-secret'

export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`

export const encryptSecret = (secret: string) => encryption.encrypt(secret, undefined, PURPOSE)

/** The raw secret; null when APP_KEY changed since it was stored (the endpoint must be made again). */
export const decryptSecret = (stored: string) => encryption.decrypt<string>(stored, PURPOSE)
