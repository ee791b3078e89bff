/**
 * Tokens for scripts (Streamer.bot, Discord bots, cron jobs): bearer tokens an account makes for a
 * program, limited to scopes and to a lifetime, instead of a person's session. Shared by the API,
 * the Settings screen and the CLI.
 */
export const SCRIPT_SCOPES = ['read', 'ledger', 'live', 'admin'] as const
export type ScriptScope = (typeof SCRIPT_SCOPES)[number]

export const SCRIPT_SCOPE_LABELS: Record<ScriptScope, string> = {
  read: 'Read: every screen and list, nothing changed',
  ledger: 'Ledger: players and powerups (grant, use, undo, edit)',
  live: 'Live: connection, simulator, gift rules, boosters',
  admin: 'Admin: the back office (admins only)',
}

export const SCRIPT_TOKEN_LIMITS = { nameMax: 60, daysMin: 1, daysMax: 365, defaultDays: 90, perAccount: 20 } as const

export interface ScriptTokenDto {
  id: number
  name: string
  scopes: ScriptScope[]
  createdAt: string
  lastUsedAt: string | null
  expiresAt: string | null
}

/** GET /api/tokens */
export interface ScriptTokensResponse {
  success: true
  tokens: ScriptTokenDto[]
}

/** POST /api/tokens: the token itself, answered this once. */
export interface CreatedScriptTokenResponse extends ScriptTokenDto {
  success: true
  message: string
  token: string
}

export const TOKEN_EVENTS = {
  SCRIPT_TOKEN_CREATED: 'SCRIPT_TOKEN_CREATED',
  SCRIPT_TOKEN_REVOKED: 'SCRIPT_TOKEN_REVOKED',
} as const

export const SCRIPT_TOKEN_TEXTS = {
  created: 'Token created. Copy it now: it is not shown again.',
  revoked: 'Token revoked',
  notFound: 'Token not found',
  tooMany: `An account may hold at most ${SCRIPT_TOKEN_LIMITS.perAccount} script tokens: revoke one first`,
  sessionOnly: 'A script token cannot do this: sign in as a person',
  outOfScope: (needed: ScriptScope, scopes: readonly string[]) =>
    `This token's scopes (${scopes.join(', ')}) do not allow this: it needs the ${needed} scope`,
  adminScopeForAdmins: 'Only admins can make a token with the admin scope',
  notWhileImpersonating: 'Script tokens cannot be made while impersonating: the creator makes their own',
}
