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
import type { CreatorDto } from '../../shared/types.js'
import { CREATORS, fetchAccount } from '../common.js'

interface UpdateOptions extends PasswordOptions {
  name?: string
  email?: string
  tiktok?: string
}

export function updateCreatorCommand() {
  const command = new Command('update')
    .description("Change a creator's name, email, TikTok username or password (what is not given stays)")
    .argument('<id>', 'creator id', parseId)
    .option('--name <name>', 'new display name')
    .option('--email <email>', 'new sign-in email')
    .option('--tiktok <username>', 'new TikTok username, with or without @')
  return passwordOptions(command, 'a new password, 6+ characters').action(
    action<UpdateOptions>(async (ctx) => {
      const { name, email, tiktok } = ctx.opts
      if ([name, email, tiktok].every((value) => value === undefined) && !passwordRequested(ctx.opts)) {
        throw new UsageError('Nothing to update: pass --name, --email, --tiktok or --password-stdin')
      }
      const password = passwordRequested(ctx.opts)
        ? await readPassword(ctx, { message: 'New password', env: false })
        : undefined
      const id = ctx.args[0]
      // The call takes the whole profile (spec 2 §7), so unchanged fields are read first.
      const current = await fetchAccount<CreatorDto>(ctx, CREATORS, id)
      const { data } = await ctx.api.patch<{ data: { creator: CreatorDto } }>(`${CREATORS.basePath}/${id}`, {
        name: name ?? current.name,
        email: email ?? current.email,
        tiktokUsername: tiktok ?? current.tiktokUsername ?? '',
        ...(password !== undefined ? { password } : {}),
      })
      ctx.out.result(data, () => ctx.out.success(`Updated creator ${CREATORS.describe(data.creator)}`))
    })
  )
}
