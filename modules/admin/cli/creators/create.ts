import { Command, accountOptions, action, promptAccount, type AccountOptions } from '../../../../cli/src/sdk.js'
import type { CreatorDto } from '../../shared/types.js'
import { CREATORS, passwordRule, withAt } from '../common.js'

export function createCreatorCommand() {
  const command = new Command('create').description('Add a creator (prompts for what the flags leave out)')
  return accountOptions(command, {
    name: { key: 'name', help: 'display name' },
    email: 'sign-in email',
    tiktok: true,
    password: 'the initial password, 6+ characters (else POWERDECK_PASSWORD, else prompted)',
  }).action(
    action<AccountOptions>(async (ctx) => {
      const { name, email, tiktok, password } = await promptAccount(ctx, {
        name: { key: 'name', message: 'Creator name' },
        tiktok: true,
        password: { message: 'Password (6+ characters)', validate: passwordRule },
      })
      const { data } = await ctx.api.post<{ data: { creator: CreatorDto } }>(CREATORS.basePath, {
        name,
        email,
        tiktokUsername: withAt(tiktok.trim()),
        password,
      })
      ctx.out.result(data, () => ctx.out.success(`Created creator ${CREATORS.describe(data.creator)}`))
    })
  )
}
