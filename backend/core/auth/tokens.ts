import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import User, { ACCESS_TOKEN_OPTIONS } from '../users/user.js'
import { IMPERSONATION_ABILITY } from './resolve_actor.js'
import { forgetRevokedTokens } from './token_user_provider.js'
import { forgetNowAndAtCommit } from '../database/change_feed.js'

/** Default token lifetime (session timeout: 24 hours; docs/api/core.md). */
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

/** Name of the creator tokens an admin's impersonation runs on. */
export const IMPERSONATION_TOKEN_NAME = 'impersonation'

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
  if (!token) return
  await User.accessTokens.delete(user, token.identifier)
  forgetRevokedTokens({ tokenId: Number(token.identifier) })
}

export interface RevokeOptions {
  /** A token to keep: the request's own when a user changes their own password. */
  keepTokenId?: string | number | null
  /** A creator's moderators lose their sessions too (they cannot work while the creator cannot). */
  withModerators?: boolean
}

/**
 * The one way to end an account's sessions (password change or reset, deactivation, removal,
 * demotion): deletes its access tokens, and for an admin the impersonation tokens it opened
 * (those are held by the creators visited). Pass the transaction of the change so both commit
 * together. Answers how many tokens went.
 */
export async function revokeAllTokens(user: User, client?: TransactionClientContract, options: RevokeOptions = {}) {
  const query = (client ?? db.connection()).from('auth_access_tokens').where((tokens) => {
    tokens.where('tokenable_id', user.id)
    if (user.role === 'ADMIN') {
      // Abilities are stored as JSON: ["*","impersonation:<impersonationId>:<adminId>"].
      tokens.orWhere((opened) =>
        opened
          .where('name', IMPERSONATION_TOKEN_NAME)
          .whereLike('abilities', `%"${IMPERSONATION_ABILITY}:%:${user.id}"%`)
      )
    }
    if (options.withModerators) {
      tokens.orWhereIn('tokenable_id', (moderators) =>
        moderators.from('users').where('creator_id', user.id).where('role', 'MODERATOR').select('id')
      )
    }
  })
  if (options.keepTokenId !== undefined && options.keepTokenId !== null)
    query.whereNot('id', Number(options.keepTokenId))
  const revoked = Number(await query.delete()) || 0
  forgetNowAndAtCommit(() => forgetRevokedTokens({ user }), client)
  return revoked
}

/** Which of these token ids still open a session (not revoked, not expired). */
export async function liveTokenIds(ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const client = db.connection()
  const rows = await client
    .from(ACCESS_TOKEN_OPTIONS.table)
    .whereIn('id', ids)
    // A Date, as the token provider writes it (SQLite stores its milliseconds).
    .where((live) => live.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
    .select('id')
  return new Set(rows.map((row) => Number(row.id)))
}
