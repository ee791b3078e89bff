import { Command, action, parseId } from '../../../../cli/src/sdk.js'
import { CREATORS, fetchAccount } from '../common.js'
import type { CreatorDto } from '../../shared/types.js'

export function impersonateCreatorCommand() {
  return new Command('impersonate')
    .description('Start acting as a creator: prints an impersonation token (valid 2 hours)')
    .argument('<id>', 'creator id', parseId)
    .requiredOption('--reason <text>', 'why (kept in the audit trail)')
    .addHelpText(
      'after',
      '\nThe token alone goes to stdout, so it can be captured:\n  $ export POWERDECK_TOKEN=$(powerdeck creators impersonate 2 --reason "support ticket 42")\n  $ powerdeck whoami'
    )
    .action(
      action<{ reason: string }>(async (ctx) => {
        const id = ctx.args[0]
        const creator = await fetchAccount<CreatorDto>(ctx, CREATORS, id)
        const { data } = await ctx.api.post<{ data: { impersonationToken: string; impersonationId: number } }>(
          `${CREATORS.basePath}/${id}/impersonate`,
          { reason: ctx.opts.reason }
        )
        ctx.out.result({ ...data, creator: { id: creator.id, name: creator.name, email: creator.email } }, () => {
          ctx.out.info(`Impersonating ${CREATORS.describe(creator)} (impersonation #${data.impersonationId}, valid 2 hours).`)
          ctx.out.info('Use the token below with --token or POWERDECK_TOKEN:')
          ctx.out.line(data.impersonationToken)
        })
      })
    )
}
