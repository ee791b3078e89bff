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
import type { UserAccountDto } from '../../shared/users.js'
import { describeUser, fetchUser, USERS_PATH } from './common.js'

interface UpdateOptions extends PasswordOptions {
  name?: string
  email?: string
  tiktok?: string
  active?: boolean
}

export function updateUserCommand() {
  const command = new Command('update')
    .description("Change an account's name, email, TikTok username, password or status (the role stays)")
    .argument('<id>', 'user id', parseId)
    .option('--name <name>', 'new display name')
    .option('--email <email>', 'new sign-in email (not for moderators)')
    .option('--tiktok <username>', 'creators and moderators: new TikTok username')
    .option('--active', 'reactivate the account')
    .option('--no-active', 'deactivate the account (a moderator is suspended)')
  return passwordOptions(command, 'a new password (ends their sessions)').action(
    action<UpdateOptions>(async (ctx) => {
      const { name, email, tiktok, active } = ctx.opts
      if ([name, email, tiktok, active].every((value) => value === undefined) && !passwordRequested(ctx.opts)) {
        throw new UsageError(
          'Nothing to update: pass --name, --email, --tiktok, --active, --no-active or --password-stdin'
        )
      }
      const password = passwordRequested(ctx.opts)
        ? await readPassword(ctx, { message: 'New password', env: false })
        : undefined
      const id = ctx.args[0]
      // The role's services take the whole profile, so unchanged fields are read first.
      const current = await fetchUser(ctx, id)
      const tiktokUsername = tiktok === undefined ? current.tiktokUsername : tiktok.trim().replace(/^@/, '')
      const user = await ctx.api.put<UserAccountDto>(`${USERS_PATH}/${id}`, {
        name: name ?? current.name,
        ...(current.role === 'MODERATOR' && email === undefined ? {} : { email: email ?? current.email }),
        ...(current.role === 'ADMIN' ? {} : { tiktokUsername }),
        ...(active !== undefined ? { isActive: active } : {}),
        ...(password !== undefined ? { password } : {}),
      })
      ctx.out.result({ user }, () => ctx.out.success(`Updated user ${describeUser(user)}`))
    })
  )
}
