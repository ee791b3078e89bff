import { Command, action, passwordOptions, readPassword, type PasswordOptions } from '../../../../cli/src/sdk.js'
import type { CreatorDto } from '../../shared/types.js'
import { CREATORS, passwordRule, withAt } from '../common.js'

interface CreateOptions extends PasswordOptions {
  name?: string
  email?: string
  tiktok?: string
}

export function createCreatorCommand() {
  const command = new Command('create')
    .description('Add a creator (prompts for what the flags leave out)')
    .option('--name <name>', 'display name')
    .option('--email <email>', 'sign-in email')
    .option('--tiktok <username>', 'TikTok username, with or without @')
  return passwordOptions(
    command,
    'the initial password, 6+ characters (else POWERDECK_PASSWORD, else prompted)'
  ).action(
    action<CreateOptions>(async (ctx) => {
      const { prompt, opts } = ctx
      const name = await prompt.text({ value: opts.name, message: 'Creator name', flag: '--name' })
      const email = await prompt.text({ value: opts.email, message: 'Email', flag: '--email' })
      const tiktok = await prompt.text({ value: opts.tiktok, message: 'TikTok username', flag: '--tiktok' })
      const password = await readPassword(ctx, { message: 'Password (6+ characters)', validate: passwordRule })
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
