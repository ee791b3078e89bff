import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import User, { ACCESS_TOKEN_OPTIONS } from '../users/user.js'

/** Default token lifetime (spec §9 session timeout: 24 hours). */
export const DEFAULT_SESSION_HOURS = 24

/** User.accessTokens writing through a transaction, so a token commits with what it comes with. */
class TransactionTokens extends DbAccessTokensProvider<typeof User> {
  constructor(private client: TransactionClientContract) {
    super({ tokenableModel: User, ...ACCESS_TOKEN_OPTIONS })
  }

  protected async getDb() {
    return this.client
  }
}

/** Issues an opaque bearer token (stored hashed) and returns its plain value once. */
export async function issueToken(
  user: User,
  options: { abilities?: string[]; name?: string; hours?: number; client?: TransactionClientContract } = {}
) {
  const provider = options.client ? new TransactionTokens(options.client) : User.accessTokens
  const token = await provider.create(user, options.abilities ?? ['*'], {
    name: options.name ?? 'session',
    expiresIn: `${options.hours ?? DEFAULT_SESSION_HOURS} hours`,
  })
  return token.value!.release()
}

/** Revokes the token the request came with. */
export async function revokeCurrentToken(user: User) {
  const token = user.currentAccessToken
  if (token) await User.accessTokens.delete(user, token.identifier)
}

/** Revokes every token of an account (deactivation, demotion, password reset). */
export async function revokeAllTokens(user: User, client?: TransactionClientContract) {
  const query = client ? client.query() : db.query()
  await query.from('auth_access_tokens').where('tokenable_id', user.id).delete()
}
