import { Command, UsageError, action } from '../sdk.js'
import { formatDate } from '../output.js'
import {
  SCRIPT_SCOPES,
  SCRIPT_TOKEN_LIMITS,
  type ScriptScope,
  type ScriptTokenDto,
} from '../../../backend/core/shared/script_tokens.js'

/** `--scopes read,ledger`: known scopes, each once. */
export function parseScopes(raw: string): ScriptScope[] {
  const scopes = raw.split(',').map((scope) => scope.trim().toLowerCase())
  const unknown = scopes.filter((scope) => !(SCRIPT_SCOPES as readonly string[]).includes(scope))
  if (unknown.length || !scopes.length)
    throw new UsageError(`--scopes takes a comma list of ${SCRIPT_SCOPES.join(', ')} (got ${raw})`)
  return [...new Set(scopes)] as ScriptScope[]
}

function listCommand() {
  return new Command('list').description('Your tokens for scripts (never their values)').action(
    action(async (ctx) => {
      const { tokens } = await ctx.api.get<{ tokens: ScriptTokenDto[] }>('/api/tokens')
      ctx.out.result({ tokens }, () =>
        ctx.out.table(
          tokens,
          [
            { header: 'id', value: (token) => String(token.id) },
            { header: 'name', value: (token) => token.name },
            { header: 'scopes', value: (token) => token.scopes.join(',') },
            { header: 'last used', value: (token) => formatDate(token.lastUsedAt) },
            { header: 'expires', value: (token) => formatDate(token.expiresAt) },
          ],
          'No script tokens'
        )
      )
    })
  )
}

function createCommand() {
  const { daysMin, daysMax, defaultDays } = SCRIPT_TOKEN_LIMITS
  return new Command('create')
    .description('Make a token for a script; its value is printed once')
    .argument('<name>', 'what the token is for, e.g. "Streamer.bot"')
    .requiredOption('--scopes <list>', `comma list of ${SCRIPT_SCOPES.join(', ')}`)
    .option('--days <n>', `days until it expires (${daysMin}-${daysMax}, default ${defaultDays})`)
    .addHelpText('after', '\nExample:\n  $ powerdeck tokens create "Stream deck" --scopes read,ledger --days 30')
    .action(
      action(async (ctx) => {
        const scopes = parseScopes(String(ctx.opts.scopes))
        const days = ctx.opts.days === undefined ? undefined : Number(ctx.opts.days)
        if (days !== undefined && (!Number.isInteger(days) || days < daysMin || days > daysMax))
          throw new UsageError(`--days takes a whole number from ${daysMin} to ${daysMax}`)
        const created = await ctx.api.post<ScriptTokenDto & { token: string }>('/api/tokens', {
          name: ctx.args[0],
          scopes,
          expiresInDays: days,
        })
        ctx.out.result(created, () => {
          ctx.out.success(
            `Token ${created.id} "${created.name}" (${created.scopes.join(', ')}), expires ${formatDate(created.expiresAt)}`
          )
          ctx.out.line(created.token)
          ctx.out.note(
            'Copy it now: it is not shown again. Scripts send it as POWERDECK_TOKEN or "Authorization: Bearer".'
          )
        })
      })
    )
}

function revokeCommand() {
  return new Command('revoke')
    .description('Revoke a token for scripts by its id (see tokens list)')
    .argument('<id>', 'the token id')
    .action(
      action(async (ctx) => {
        const id = ctx.args[0]
        if (!/^\d+$/.test(id)) throw new UsageError(`A token id is a whole number (got ${id})`)
        await ctx.api.delete(`/api/tokens/${id}`)
        ctx.out.result({ success: true, revoked: Number(id) }, () => ctx.out.success(`Token ${id} revoked`))
      })
    )
}

/** `powerdeck tokens list|create|revoke`: personal tokens for scripts (from a signed-in session). */
export function tokensCommand() {
  return new Command('tokens')
    .description('Tokens for scripts: scoped, expiring, revocable (from your signed-in session)')
    .addCommand(listCommand())
    .addCommand(createCommand())
    .addCommand(revokeCommand())
}
