import { Command, accountOptions, action, promptAccount, type AccountOptions } from '../../../../cli/src/sdk.js'
import type { AdminDto } from '../../shared/types.js'
import { ADMINS, passwordRule } from '../common.js'

export function createAdminCommand() {
  const command = new Command('create').description(
    'Add an admin (full access to Powerdeck; prompts for what the flags leave out)'
  )
  return accountOptions(command, {
    name: { key: 'name', help: 'display name' },
    email: 'sign-in email',
    password: 'the initial password, 6+ characters (else POWERDECK_PASSWORD, else prompted)',
  }).action(
    action<AccountOptions>(async (ctx) => {
      const { name, email, password } = await promptAccount(ctx, {
        name: { key: 'name', message: 'Name' },
        password: { message: 'Password (6+ characters)', validate: passwordRule },
      })
      const { data } = await ctx.api.post<{ data: { admin: AdminDto } }>(ADMINS.basePath, { name, email, password })
      ctx.out.result(data, () => ctx.out.success(`Created admin ${ADMINS.describe(data.admin)}`))
    })
  )
}
