import {
  ApiClient,
  Command,
  UsageError,
  action,
  describeUser,
  parseId,
  type SessionUser,
} from '../../../../cli/src/sdk.js'
import { CREATORS, fetchAccount } from '../common.js'
import type { CreatorDto } from '../../shared/types.js'

/** `creators impersonate exit`: ends the impersonation of the token in use and saves the admin token handed back. */
function exitImpersonationCommand() {
  return new Command('exit')
    .description(
      'End the impersonation (of --token, POWERDECK_TOKEN or the saved session) and sign in again as the admin'
    )
    .action(
      action(async (ctx) => {
        const { data } = await ctx.api.post<{ data: { adminToken: string } }>('/api/admin/impersonate/exit')
        const { user } = await new ApiClient(ctx.server, data.adminToken).get<{ user: SessionUser }>('/api/auth/me')
        ctx.config.saveSession(ctx.server, {
          token: data.adminToken,
          user: { id: user.id, email: user.email, name: user.name, role: user.role },
        })
        // The impersonation token was revoked by the server; one from the flag or environment must go.
        if (ctx.token?.source === 'env')
          ctx.out.warn('Run `unset POWERDECK_TOKEN`: it holds the ended impersonation token')
        if (ctx.token?.source === 'flag') ctx.out.warn('Drop --token: it was the ended impersonation token')
        ctx.out.result({ success: true, server: ctx.server, user }, () =>
          ctx.out.success(`Impersonation ended; signed in to ${ctx.server} as ${describeUser(user)} (session saved)`)
        )
      })
    )
}

export function impersonateCreatorCommand() {
  return (
    new Command('impersonate')
      .description(
        'Start acting as a creator: prints an impersonation token (valid 2 hours); `impersonate exit` ends it'
      )
      .argument('<id>', 'creator id', parseId)
      // Checked in the action: commander would also demand a required option of `impersonate exit`.
      .option('--reason <text>', 'why (required; kept in the audit trail)')
      .addHelpText(
        'after',
        '\nThe token alone goes to stdout, so it can be captured:\n  $ export POWERDECK_TOKEN=$(powerdeck creators impersonate 2 --reason "support ticket 42")\n  $ powerdeck whoami\n  $ powerdeck creators impersonate exit    # back to the admin (session saved)\n  $ unset POWERDECK_TOKEN'
      )
      .addCommand(exitImpersonationCommand())
      .action(
        action<{ reason?: string }>(async (ctx) => {
          if (ctx.opts.reason === undefined) throw new UsageError("required option '--reason <text>' not specified")
          const id = ctx.args[0]
          const creator = await fetchAccount<CreatorDto>(ctx, CREATORS, id)
          const { data } = await ctx.api.post<{ data: { impersonationToken: string; impersonationId: number } }>(
            `${CREATORS.basePath}/${id}/impersonate`,
            { reason: ctx.opts.reason }
          )
          ctx.out.result({ ...data, creator: { id: creator.id, name: creator.name, email: creator.email } }, () => {
            ctx.out.info(
              `Impersonating ${CREATORS.describe(creator)} (impersonation #${data.impersonationId}, valid 2 hours).`
            )
            ctx.out.info(
              'Use the token below with --token or POWERDECK_TOKEN; end it with `powerdeck creators impersonate exit`:'
            )
            ctx.out.line(data.impersonationToken)
          })
        })
      )
  )
}
