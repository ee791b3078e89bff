import { Command, action } from '../../../../cli/src/sdk.js'
import type { AdminDto } from '../../shared/types.js'
import { ADMINS, passwordRule } from '../common.js'

interface CreateOptions {
  name?: string
  email?: string
  password?: string
}

export function createAdminCommand() {
  return new Command('create')
    .description('Add an admin (full access to Powerdeck; prompts for what the flags leave out)')
    .option('--name <name>', 'display name')
    .option('--email <email>', 'sign-in email')
    .option('--password <password>', 'initial password, 6+ characters')
    .action(
      action<CreateOptions>(async (ctx) => {
        const { prompt, opts } = ctx
        const name = await prompt.text({ value: opts.name, message: 'Name', flag: '--name' })
        const email = await prompt.text({ value: opts.email, message: 'Email', flag: '--email' })
        const password = await prompt.secret({
          value: opts.password,
          message: 'Password (6+ characters)',
          flag: '--password',
          validate: passwordRule,
        })
        const { data } = await ctx.api.post<{ data: { admin: AdminDto } }>(ADMINS.basePath, { name, email, password })
        ctx.out.result(data, () => ctx.out.success(`Created admin ${ADMINS.describe(data.admin)}`))
      })
    )
}
