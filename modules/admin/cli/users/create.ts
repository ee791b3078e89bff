import {
  Command,
  Option,
  action,
  parseId,
  passwordOptions,
  readPassword,
  type PasswordOptions,
} from '../../../../cli/src/sdk.js'
import type { Role } from '../../../../backend/core/shared/roles.js'
import type { ModeratorPermission } from '../../../moderators/shared/moderators.js'
import type { UserAccountDto } from '../../shared/users.js'
import { withAt } from '../common.js'
import type { CollectedPermission } from '../../../../backend/core/shared/permissions.js'
import { describeUser, parseRole, passwordRuleFor, permissionsParser, USERS_PATH } from './common.js'

interface CreateOptions extends PasswordOptions {
  role: Role
  name?: string
  email?: string
  tiktok?: string
  username?: string
  creator?: number
  permissions?: ModeratorPermission[]
}

export function createUserCommand(permissions: readonly CollectedPermission[]) {
  const command = new Command('create')
    .description('Create an account of a role (prompts for what the flags leave out)')
    .addOption(new Option('--role <role>', `ADMIN, CREATOR or MODERATOR`).argParser(parseRole).makeOptionMandatory())
    .option('--name <name>', 'display name')
    .option('--email <email>', 'sign-in email')
    .option('--tiktok <username>', 'creators and moderators: TikTok username, with or without @')
    .option('--username <username>', 'moderators: sign-in username')
    .option('--creator <id>', 'moderators: the creator they work for', parseId)
    .option('--permissions <list>', 'moderators: grant_powerups,use_powerups,… or all', permissionsParser(permissions))
  return passwordOptions(
    command,
    'the initial password (else POWERDECK_PASSWORD, else prompted): 6+ characters; moderators 8+ with upper, lower and special'
  ).action(
    action<CreateOptions>(async (ctx) => {
      const { prompt, opts } = ctx
      const { role } = opts
      const name = await prompt.text({ value: opts.name, message: 'Name', flag: '--name' })
      const email = await prompt.text({ value: opts.email, message: 'Email', flag: '--email' })
      const fields: Record<string, unknown> = { role, name, email }
      if (role !== 'ADMIN') {
        const tiktok = await prompt.text({ value: opts.tiktok, message: 'TikTok username', flag: '--tiktok' })
        fields.tiktokUsername = role === 'CREATOR' ? withAt(tiktok.trim()) : tiktok.trim().replace(/^@/, '')
      }
      if (role === 'MODERATOR') {
        fields.username = await prompt.text({ value: opts.username, message: 'Username', flag: '--username' })
        fields.creatorId = opts.creator ?? parseId(await prompt.text({ message: 'Creator id', flag: '--creator' }))
        fields.permissions = opts.permissions ?? ['grant_powerups', 'use_powerups']
      }
      fields.password = await readPassword(ctx, { message: 'Password', validate: passwordRuleFor(role) })
      const user = await ctx.api.post<UserAccountDto>(USERS_PATH, fields)
      ctx.out.result({ user }, () => ctx.out.success(`Created user ${describeUser(user)}`))
    })
  )
}
