import type { HttpContext } from '@adonisjs/core/http'
import type { Secret } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import { storageFaultOf, storageFaults } from '../database/storage_faults.js'
import { AccessToken, AccessTokensGuard, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { AccessTokenDbColumns, AccessTokensUserProviderContract } from '@adonisjs/auth/types/access_tokens'
import type { GuardConfigProvider } from '@adonisjs/auth/types'
import { symbols } from '@adonisjs/auth'
import User, { ACCESS_TOKEN_OPTIONS } from '../users/user.js'
import { FeedCache, forgetNowAndAtCommit } from '../database/change_feed.js'

/** `last_used_at` is refreshed when the stored value is older than this, never more often. */
export const LAST_USED_RESOLUTION_MS = 60_000

const MAX_TOKEN_ID = 2 ** 31 - 1

const TOKEN_COLUMNS = [
  'id',
  'tokenable_id',
  'type',
  'name',
  'hash',
  'abilities',
  'created_at',
  'updated_at',
  'last_used_at',
  'expires_at',
]

/** User.accessTokens' own mapping of a token row, for the row the joined query read. */
class TokenRows extends DbAccessTokensProvider<typeof User> {
  constructor() {
    super({ tokenableModel: User, ...ACCESS_TOKEN_OPTIONS })
  }

  toAccessToken(row: AccessTokenDbColumns) {
    return this.dbRowToAccessToken(row)
  }
}
const tokenRows = new TokenRows()

/** A moderator's creator, read by the same query as the token (resolveActor uses it). */
const creatorsRead = new WeakMap<User, User | null>()

/** The creator read with a moderator's token, when there was one (undefined when not read). */
export function creatorReadWithToken(user: User): User | null | undefined {
  return creatorsRead.get(user)
}

/** Stands for the token id in the SQL built once (see tokenWithUserRow). */
const TOKEN_ID_SLOT = '<token id>'
let tokenWithUserQuery: { sql: string; bindings: readonly unknown[] } | null = null

/**
 * The token row with its user and a moderator's creator, `<t|u|c>__<column>` fields. The SQL is
 * built once: compiling its ~60 aliased columns took more CPU than the database's answer.
 */
async function tokenWithUserRow(id: number): Promise<Record<string, unknown> | undefined> {
  const client = db.connection(User.connection)
  if (!tokenWithUserQuery) {
    const userColumns = [...User.$columnsDefinitions.values()].map((column) => column.columnName)
    tokenWithUserQuery = client
      .from(`${ACCESS_TOKEN_OPTIONS.table} as t`)
      .join(`${User.table} as u`, 'u.id', 't.tokenable_id')
      .leftJoin(`${User.table} as c`, (on) => on.on('c.id', 'u.creator_id').andOnVal('u.role', 'MODERATOR'))
      .select([
        ...TOKEN_COLUMNS.map((column) => `t.${column} as t__${column}`),
        ...userColumns.map((column) => `u.${column} as u__${column}`),
        ...userColumns.map((column) => `c.${column} as c__${column}`),
      ])
      .where('t.id', TOKEN_ID_SLOT)
      .where('t.type', ACCESS_TOKEN_OPTIONS.type)
      .limit(1)
      .toSQL()
  }
  const { sql, bindings } = tokenWithUserQuery
  const result = await client.rawQuery(
    sql,
    bindings.map((binding) => (binding === TOKEN_ID_SLOT ? id : binding)) as never
  )
  // better-sqlite3 answers the rows, pg a result holding them.
  return (Array.isArray(result) ? result : result.rows)[0]
}

/** A token row's parts: the token, its user and a moderator's creator (all null columns when none). */
type TokenParts = Record<'t' | 'u' | 'c', Record<string, unknown>>

/** Splits a joined row's `<prefix>__<column>` fields into one object per prefix. */
function splitRow(row: Record<string, unknown>) {
  const parts: TokenParts = { t: {}, u: {}, c: {} }
  for (const [field, value] of Object.entries(row)) {
    const [prefix, column] = field.split('__')
    parts[prefix as keyof TokenParts][column] = value
  }
  return parts
}

/**
 * Token rows this process read, by token id, while the change feed follows tokens and users:
 * dropped when the token changes or goes (logout, revocation) and when its user or a moderator's
 * creator changes (deactivation, role), in every process, as the change commits. Only found tokens
 * are kept; the hash and expiry are checked on every request all the same.
 */
const tokensRead = new FeedCache<number, TokenParts>({
  tables: [ACCESS_TOKEN_OPTIONS.table, User.table],
  max: 10_000,
  changed(change) {
    const id = Number(change.value)
    if (change.table === ACCESS_TOKEN_OPTIONS.table) tokensRead.drop(id)
    else forgetUser({ id })
  },
})

const forgetUser = (user: { id: number }) =>
  tokensRead.dropWhere((parts) => parts.u.id === user.id || parts.c.id === user.id)

/**
 * An account saved or deleted through its model (profile, role, activation) drops what this
 * process kept of it (also after query-builder writes, which run no hook, through the feed).
 */
const forgetSavedUser = (user: User) => forgetNowAndAtCommit(() => forgetUser(user), user.$trx)
User.after('save', forgetSavedUser)
User.after('delete', forgetSavedUser)

/**
 * Drops this process's kept rows of revoked tokens once the revocation committed, before it is
 * answered (the change feed then tells the other processes): one token, or every token of a user
 * and of the moderators working for them. An admin's revocation also ends the impersonation tokens
 * they opened, held by creators: everything is dropped then.
 */
export function forgetRevokedTokens(revoked: { tokenId: number } | { user: { id: number; role: string } }) {
  if ('tokenId' in revoked) return tokensRead.drop(revoked.tokenId)
  if (revoked.user.role === 'ADMIN') tokensRead.clear()
  else forgetUser(revoked.user)
}

/**
 * The user provider of our access-token guard (the @adonisjs/auth contract): a bearer token,
 * its user and, for a moderator, the creator they work for are read by ONE query. The hash is
 * compared in constant time (AccessToken.verify) and expiry honoured before anything is written;
 * `last_used_at` is written only when the stored value is older than LAST_USED_RESOLUTION_MS, by a
 * conditional update the database settles across processes. On PostgreSQL the row is kept between
 * requests (tokensRead) and dropped by the database's change notification, so a deleted token or a
 * deactivated account stops working on every process as soon as the change is delivered.
 *
 * One instance per request: it hands the guard the user its own verifyToken read.
 */
export class TokenUserProvider implements AccessTokensUserProviderContract<User> {
  declare [symbols.PROVIDER_REAL_USER]: User

  #verified: User | null = null

  async createUserForGuard(user: User) {
    return { getId: () => user.id, getOriginal: () => user }
  }

  createToken(user: User, abilities?: string[], options?: { name?: string; expiresIn?: string | number }) {
    return User.accessTokens.create(user, abilities, options)
  }

  async invalidateToken(tokenValue: Secret<string>) {
    const invalidated = await User.accessTokens.invalidate(tokenValue)
    const decoded = AccessToken.decode(ACCESS_TOKEN_OPTIONS.prefix, tokenValue.release())
    if (decoded) forgetRevokedTokens({ tokenId: Number(decoded.identifier) })
    return invalidated
  }

  /** The user verifyToken read (the guard asks right after); a fresh read for any other id. */
  async findById(identifier: string | number | bigint) {
    const user = this.#verified?.id === Number(identifier) ? this.#verified : await User.find(identifier)
    return user ? this.createUserForGuard(user) : null
  }

  async verifyToken(tokenValue: Secret<string>): Promise<AccessToken | null> {
    const decoded = AccessToken.decode(ACCESS_TOKEN_OPTIONS.prefix, tokenValue.release())
    const id = decoded && /^\d+$/.test(decoded.identifier) ? Number(decoded.identifier) : null
    // The id column is a 32-bit integer: a larger id names no token (PostgreSQL would refuse the query).
    if (!decoded || id === null || id > MAX_TOKEN_ID) return null
    // Only a row the secret matched is kept: guessing ids must not push real sessions out.
    const parts = await tokensRead.get(
      id,
      async () => {
        const row = await tokenWithUserRow(id)
        return row && splitRow(row)
      },
      (read) => tokenRows.toAccessToken(read.t as AccessTokenDbColumns).verify(decoded.secret)
    )
    if (!parts) return null
    const token = tokenRows.toAccessToken(parts.t as AccessTokenDbColumns)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    if (await this.#touch(token)) parts.t.last_used_at = token.lastUsedAt
    const user = User.$createFromAdapterResult(parts.u)!
    creatorsRead.set(user, parts.c.id === null ? null : User.$createFromAdapterResult(parts.c))
    this.#verified = user
    return token
  }

  /**
   * Stamps `last_used_at` unless it is younger than the resolution (also when another process just
   * did); answers whether it was stale (the kept row then takes the new time). The stamp is a hint:
   * while the database refuses writes (a full disk) reads still go on, so a fault only skips it.
   */
  async #touch(token: AccessToken) {
    const now = new Date()
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS)
    if (token.lastUsedAt && token.lastUsedAt > stale) return false
    try {
      await db
        .connection(User.connection)
        .from(ACCESS_TOKEN_OPTIONS.table)
        .where('id', Number(token.identifier))
        .where((query) => query.whereNull('last_used_at').orWhere('last_used_at', '<', stale))
        .update({ last_used_at: now })
    } catch (error) {
      const fault = storageFaultOf(error)
      if (!fault) throw error
      storageFaults.record(fault)
      return false
    }
    token.lastUsedAt = now
    return true
  }
}

/** The bearer-token guard of @adonisjs/auth over TokenUserProvider (one provider per request). */
export function joinedTokensGuard(): GuardConfigProvider<(ctx: HttpContext) => AccessTokensGuard<TokenUserProvider>> {
  return {
    async resolver(name, app) {
      const emitter = await app.container.make('emitter')
      return (ctx) => new AccessTokensGuard(name, ctx, emitter as never, new TokenUserProvider())
    },
  }
}
