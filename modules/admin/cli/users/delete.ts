import { CliError, Command, action, parseId } from '../../../../cli/src/sdk.js'
import { describeUser, fetchUser, USERS_PATH } from './common.js'

const CONSEQUENCE = {
  ADMIN: 'The admin account is removed for good.',
  CREATOR: 'This permanently removes the creator with their players, powerups, moderators and settings.',
  MODERATOR: 'The moderator is removed from their creator and can no longer sign in.',
} as const

export function deleteUserCommand() {
  return new Command('delete')
    .description('Delete an account (asks for confirmation unless --yes)')
    .argument('<id>', 'user id', parseId)
    .option('-y, --yes', 'do not ask for confirmation')
    .action(
      action<{ yes?: boolean }>(async (ctx) => {
        const id = ctx.args[0]
        const user = await fetchUser(ctx, id)
        if (!ctx.opts.yes) {
          const confirmed = await ctx.prompt.confirm({
            message: `Delete ${describeUser(user)}? ${CONSEQUENCE[user.role]}`,
            flag: '--yes',
          })
          if (!confirmed) throw new CliError('Cancelled: nothing was deleted')
        }
        await ctx.api.delete(`${USERS_PATH}/${id}`)
        ctx.out.result(
          { success: true, deleted: { id: user.id, name: user.name, email: user.email, role: user.role } },
          () => ctx.out.success(`Deleted user ${describeUser(user)}`)
        )
      })
    )
}
