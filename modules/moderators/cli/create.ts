import { Command, accountOptions, action, promptAccount, type AccountOptions } from '../../../cli/src/sdk.js'
import type { ModeratorDto, ModeratorPermission } from '../shared/moderators.js'
import { INVALID_PASSWORD, isStrongPassword } from '../../../backend/core/shared/rules.js'
import { describeModerator, type PermissionsOption } from './common.js'

interface CreateOptions extends AccountOptions {
  permissions?: ModeratorPermission[]
}

export function createModeratorCommand(permissionsOption: PermissionsOption) {
  const command = new Command('create').description(
    'Create a moderator account that signs in by username (asks for what is missing)'
  )
  return accountOptions(command, {
    name: { key: 'username', help: 'sign-in username' },
    email: 'email address',
    tiktok: true,
    password:
      'the password: 8+ characters with an uppercase, a lowercase and a special character (else POWERDECK_PASSWORD, else prompted)',
  })
    .option('--permissions <list>', permissionsOption.help, permissionsOption.parse)
    .action(
      action<CreateOptions>(async (ctx) => {
        const { opts, prompt } = ctx
        const account = await promptAccount(ctx, {
          name: { key: 'username', message: 'Username' },
          tiktok: true,
          password: { message: 'Password', validate: (value) => isStrongPassword(value) || INVALID_PASSWORD },
        })
        const permissions =
          opts.permissions ??
          permissionsOption.parse(
            await prompt.text({
              message: `Permissions (${permissionsOption.help})`,
              flag: '--permissions',
              default: 'grant_powerups,use_powerups',
            })
          )
        const { moderator } = await ctx.api.post<{ moderator: ModeratorDto }>('/api/moderators', {
          username: account.name,
          email: account.email,
          tiktokUsername: account.tiktok.replace(/^@/, ''),
          password: account.password,
          displayName: account.name,
          permissions,
        })
        ctx.out.result({ moderator }, () => {
          ctx.out.success(`Created moderator ${describeModerator(moderator)}`)
          ctx.out.note(
            `They sign in with the username ${moderator.username}. Permissions: ${moderator.permissions.join(', ')}`
          )
        })
      })
    )
}
