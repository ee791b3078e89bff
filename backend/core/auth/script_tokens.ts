import db from '@adonisjs/lucid/services/db'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type { UserActing } from '../acting/acting.js'
import { record } from '../audit/recorder.js'
import { ApiError, notFound } from '../http/api_error.js'
import User, { ACCESS_TOKEN_OPTIONS } from '../users/user.js'
import { issueToken } from './tokens.js'
import { forgetRevokedTokens } from './token_user_provider.js'
import {
  SCRIPT_SCOPES,
  SCRIPT_TOKEN_LIMITS,
  SCRIPT_TOKEN_TEXTS,
  TOKEN_EVENTS,
  type ScriptScope,
  type ScriptTokenDto,
} from '../shared/script_tokens.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/**
 * Script tokens are access tokens like sessions (same table, hashed, revoked with the account's
 * sessions on every access change) whose abilities say what they are: `script` and `scope:<name>`.
 */
const SCRIPT_ABILITY = 'script'
const SCOPE_PREFIX = 'scope:'

/** The scopes of the request's token; null for a person's session. */
export function scriptScopesOf(token: AccessToken | undefined): ScriptScope[] | null {
  if (!token?.abilities.includes(SCRIPT_ABILITY)) return null
  return token.abilities
    .filter((ability) => ability.startsWith(SCOPE_PREFIX))
    .map((ability) => ability.slice(SCOPE_PREFIX.length) as ScriptScope)
}

/**
 * Route names a script token never reaches: the account itself, its sessions and its tokens, and
 * changes to webhooks (a standing channel of every event: a leaked token must not open one).
 */
const SESSION_ONLY = [
  'core.auth.',
  'core.account.',
  'core.tokens.',
  'core.settings.show',
  'core.settings.update',
  'webhooks.manage.',
]
/** The back office: the admin scope, to read as to change. */
const ADMIN_ROUTES = ['admin.', 'monitoring.', 'analytics.', 'audit.system_logs', 'core.settings.system.']
/** The live side: the live scope to change it. */
const LIVE_ROUTES = ['live.', 'boosters.', 'rules.']

const startsWithAny = (name: string, prefixes: readonly string[]) => prefixes.some((prefix) => name.startsWith(prefix))

/** The scope a route needs from a script token: 'session' when none will do. */
export function scopeNeeded(routeName: string, method: string): ScriptScope | 'session' {
  if (startsWithAny(routeName, SESSION_ONLY)) return 'session'
  if (startsWithAny(routeName, ADMIN_ROUTES)) return 'admin'
  if (['GET', 'HEAD', 'OPTIONS'].includes(method)) return 'read'
  return startsWithAny(routeName, LIVE_ROUTES) ? 'live' : 'ledger'
}

/** Refuses a script token's request outside its scopes (any scope reads). */
export function requireScope(scopes: readonly ScriptScope[], routeName: string, method: string) {
  const needed = scopeNeeded(routeName, method)
  if (needed === 'session')
    throw new ApiError(403, SCRIPT_TOKEN_TEXTS.sessionOnly, CORE_ERRORS.script_token_session_only)
  if (needed === 'read' ? scopes.length === 0 : !scopes.includes(needed))
    throw new ApiError(403, SCRIPT_TOKEN_TEXTS.outOfScope(needed, scopes), CORE_ERRORS.script_token_out_of_scope, {
      needed,
      scopes: scopes.join(', '),
    })
}

interface TokenRow {
  id: number
  name: string | null
  abilities: string | string[]
  created_at: Date | string | number
  last_used_at: Date | string | number | null
  expires_at: Date | string | number | null
}

const isoOf = (value: Date | string | number | null) => (value === null ? null : new Date(value).toISOString())

function toDto(row: TokenRow): ScriptTokenDto {
  const abilities: string[] = typeof row.abilities === 'string' ? JSON.parse(row.abilities) : row.abilities
  return {
    id: row.id,
    name: row.name ?? '',
    scopes: SCRIPT_SCOPES.filter((scope) => abilities.includes(`${SCOPE_PREFIX}${scope}`)),
    createdAt: isoOf(row.created_at)!,
    lastUsedAt: isoOf(row.last_used_at),
    expiresAt: isoOf(row.expires_at),
  }
}

const scriptTokensOf = (userId: number, client = db.connection()) =>
  client.from(ACCESS_TOKEN_OPTIONS.table).where('tokenable_id', userId).whereLike('abilities', `%"${SCRIPT_ABILITY}"%`)

const tokenTarget = (id: number, name: string) => ({ type: 'TOKEN', id, name })

export async function listScriptTokens(acting: UserActing): Promise<ScriptTokenDto[]> {
  const rows: TokenRow[] = await scriptTokensOf(acting.user.id).orderBy('id', 'desc')
  return rows.map(toDto)
}

export async function createScriptToken(
  acting: UserActing,
  input: { name: string; scopes: ScriptScope[]; expiresInDays?: number }
) {
  // An admin visiting a creator must not leave a key to the creator's account behind.
  if (acting.impersonation)
    throw new ApiError(403, SCRIPT_TOKEN_TEXTS.notWhileImpersonating, CORE_ERRORS.script_token_not_while_impersonating)
  if (input.scopes.includes('admin') && acting.user.role !== 'ADMIN')
    throw new ApiError(403, SCRIPT_TOKEN_TEXTS.adminScopeForAdmins, CORE_ERRORS.script_token_admin_scope)
  const days = input.expiresInDays ?? SCRIPT_TOKEN_LIMITS.defaultDays
  const scopes = SCRIPT_SCOPES.filter((scope) => input.scopes.includes(scope))
  return db.transaction(async (trx) => {
    // The account's row, locked: parallel creations count one after another.
    await trx.from('users').where('id', acting.user.id).forUpdate().first()
    const [{ total }] = await scriptTokensOf(acting.user.id, trx).count('* as total')
    if (Number(total) >= SCRIPT_TOKEN_LIMITS.perAccount)
      throw new ApiError(409, SCRIPT_TOKEN_TEXTS.tooMany, CORE_ERRORS.script_token_too_many, {
        max: SCRIPT_TOKEN_LIMITS.perAccount,
      })
    const user = await User.findOrFail(acting.user.id, { client: trx })
    const value = await issueToken(user, {
      abilities: [SCRIPT_ABILITY, ...scopes.map((scope) => `${SCOPE_PREFIX}${scope}`)],
      name: input.name,
      hours: days * 24,
      client: trx,
    })
    const row: TokenRow = await scriptTokensOf(acting.user.id, trx).orderBy('id', 'desc').firstOrFail()
    await record(acting, TOKEN_EVENTS.SCRIPT_TOKEN_CREATED, tokenTarget(row.id, input.name), { scopes, days }, trx)
    return { token: value, ...toDto(row) }
  })
}

export async function revokeScriptToken(acting: UserActing, id: number) {
  await db.transaction(async (trx) => {
    const row: TokenRow | null = await scriptTokensOf(acting.user.id, trx).where('id', id).forUpdate().first()
    if (!row) throw notFound(SCRIPT_TOKEN_TEXTS.notFound, CORE_ERRORS.script_token_not_found)
    await trx.from(ACCESS_TOKEN_OPTIONS.table).where('id', id).delete()
    await record(acting, TOKEN_EVENTS.SCRIPT_TOKEN_REVOKED, tokenTarget(id, row.name ?? ''), {}, trx)
  })
  forgetRevokedTokens({ tokenId: id })
}
