import type { HttpContext } from '@adonisjs/core/http'
import type { Secret } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import { AccessToken, AccessTokensGuard, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { AccessTokenDbColumns, AccessTokensUserProviderContract } from '@adonisjs/auth/types/access_tokens'
import type { GuardConfigProvider } from '@adonisjs/auth/types'
import { symbols } from '@adonisjs/auth'
import User, { ACCESS_TOKEN_OPTIONS } from '../users/user.js'

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

/** Splits a joined row's `<prefix>__<column>` fields into one object per prefix. */
function splitRow(row: Record<string, unknown>) {
  const parts: Record<string, Record<string, unknown>> = { t: {}, u: {}, c: {} }
  for (const [field, value] of Object.entries(row)) {
    const [prefix, column] = field.split('__')
    parts[prefix][column] = value
  }
  return parts
}

/**
 * The user provider of our access-token guard (the @adonisjs/auth contract): a bearer token,
 * its user and, for a moderator, the creator they work for are read by ONE query. The hash is
 * compared in constant time (AccessToken.verify) and expiry honoured before anything is written;
 * `last_used_at` is written only when the stored value is older than LAST_USED_RESOLUTION_MS, by a
 * conditional update the database settles across processes. Nothing is cached between requests,
 * so a deleted token or a deactivated account stops working at once on every process.
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

  invalidateToken(tokenValue: Secret<string>) {
    return User.accessTokens.invalidate(tokenValue)
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
    const row = await tokenWithUserRow(id)
    if (!row) return null
    const parts = splitRow(row)
    const token = tokenRows.toAccessToken(parts.t as AccessTokenDbColumns)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    await this.#touch(token)
    const user = User.$createFromAdapterResult(parts.u)!
    creatorsRead.set(user, parts.c.id === null ? null : User.$createFromAdapterResult(parts.c))
    this.#verified = user
    return token
  }

  /** Stamps `last_used_at` unless it is younger than the resolution (also when another process just did). */
  async #touch(token: AccessToken) {
    const now = new Date()
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS)
    if (token.lastUsedAt && token.lastUsedAt > stale) return
    await db
      .connection(User.connection)
      .from(ACCESS_TOKEN_OPTIONS.table)
      .where('id', Number(token.identifier))
      .where((query) => query.whereNull('last_used_at').orWhere('last_used_at', '<', stale))
      .update({ last_used_at: now })
    token.lastUsedAt = now
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
