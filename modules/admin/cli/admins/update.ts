import {
  Command,
  UsageError,
  action,
  parseId,
  passwordOptions,
  passwordRequested,
  readPassword,
  type PasswordOptions,
} from '../../../../cli/src/sdk.js'
import type { AdminDto } from '../../shared/types.js'
import { ADMINS, fetchAccount } from '../common.js'

interface UpdateOptions extends PasswordOptions {
  name?: string
  email?: string
}

export function updateAdminCommand() {
  const command = new Command('update')
    .description("Change an admin's name, email or password (what is not given stays)")
    .argument('<id>', 'admin id', parseId)
    .option('--name <name>', 'new display name')
    .option('--email <email>', 'new sign-in email')
  return passwordOptions(command, 'a new password, 6+ characters').action(
    action<UpdateOptions>(async (ctx) => {
      const { name, email } = ctx.opts
      if ([name, email].every((value) => value === undefined) && !passwordRequested(ctx.opts)) {
        throw new UsageError('Nothing to update: pass --name, --email or --password-stdin')
      }
      const password = passwordRequested(ctx.opts)
        ? await readPassword(ctx, { message: 'New password', env: false })
        : undefined
      const id = ctx.args[0]
      // The call takes name and email together (spec 2 §7), so unchanged ones are read first.
      const current = await fetchAccount<AdminDto>(ctx, ADMINS, id)
      const { data } = await ctx.api.patch<{ data: { admin: AdminDto } }>(`${ADMINS.basePath}/${id}`, {
        name: name ?? current.name,
        email: email ?? current.email,
        ...(password !== undefined ? { password } : {}),
      })
      ctx.out.result(data, () => ctx.out.success(`Updated admin ${ADMINS.describe(data.admin)}`))
    })
  )
}
