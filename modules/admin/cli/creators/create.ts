import { Command, action } from '../../../../cli/src/sdk.js'
import type { CreatorDto } from '../../shared/types.js'
import { CREATORS, passwordRule, withAt } from '../common.js'

interface CreateOptions {
  name?: string
  email?: string
  tiktok?: string
  password?: string
}

export function createCreatorCommand() {
  return new Command('create')
    .description('Add a creator (prompts for what the flags leave out)')
    .option('--name <name>', 'display name')
    .option('--email <email>', 'sign-in email')
    .option('--tiktok <username>', 'TikTok username, with or without @')
    .option('--password <password>', 'initial password, 6+ characters')
    .action(
      action<CreateOptions>(async (ctx) => {
        const { prompt, opts } = ctx
        const name = await prompt.text({ value: opts.name, message: 'Creator name', flag: '--name' })
        const email = await prompt.text({ value: opts.email, message: 'Email', flag: '--email' })
        const tiktok = await prompt.text({ value: opts.tiktok, message: 'TikTok username', flag: '--tiktok' })
        const password = await prompt.secret({
          value: opts.password,
          message: 'Password (6+ characters)',
          flag: '--password',
          validate: passwordRule,
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
