import type { UserAccountDto } from '../../shared/users.js'
import { updateCommand } from '../common.js'
import { describeUser, fetchUser, USERS_PATH } from './common.js'

export function updateUserCommand() {
  return updateCommand({
    description: "Change an account's name, email, TikTok username, password or status (the role stays)",
    idHelp: 'user id',
    options: [
      ['--name <name>', 'new display name'],
      ['--email <email>', 'new sign-in email (not for moderators)'],
      ['--tiktok <username>', 'creators and moderators: new TikTok username'],
      ['--active', 'reactivate the account'],
      ['--no-active', 'deactivate the account (a moderator is suspended)'],
    ],
    passwordHelp: 'a new password (ends their sessions)',
    update: async (ctx, id, { name, email, tiktok, active }, password) => {
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
    },
  })
}
