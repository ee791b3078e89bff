import { Command, action, passwordOptions, readPassword, type PasswordOptions } from '../../../../cli/src/sdk.js'
import type { AdminDto } from '../../shared/types.js'
import { ADMINS, passwordRule } from '../common.js'

interface CreateOptions extends PasswordOptions {
  name?: string
  email?: string
}

export function createAdminCommand() {
  const command = new Command('create')
    .description('Add an admin (full access to Powerdeck; prompts for what the flags leave out)')
    .option('--name <name>', 'display name')
    .option('--email <email>', 'sign-in email')
  return passwordOptions(
    command,
    'the initial password, 6+ characters (else POWERDECK_PASSWORD, else prompted)'
  ).action(
    action<CreateOptions>(async (ctx) => {
      const { prompt, opts } = ctx
      const name = await prompt.text({ value: opts.name, message: 'Name', flag: '--name' })
      const email = await prompt.text({ value: opts.email, message: 'Email', flag: '--email' })
      const password = await readPassword(ctx, { message: 'Password (6+ characters)', validate: passwordRule })
      const { data } = await ctx.api.post<{ data: { admin: AdminDto } }>(ADMINS.basePath, { name, email, password })
      ctx.out.result(data, () => ctx.out.success(`Created admin ${ADMINS.describe(data.admin)}`))
    })
  )
}
