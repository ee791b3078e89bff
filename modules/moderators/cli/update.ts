import { Command, Option, UsageError, action } from '../../../cli/src/sdk.js'
import type { ModeratorDto, ModeratorPermission } from '../shared/moderators.js'
import { describeModerator, findModerator, type PermissionsOption } from './common.js'

interface UpdateOptions {
  name?: string
  tiktok?: string
  permissions?: ModeratorPermission[]
  status?: 'active' | 'suspended'
}

export function updateModeratorCommand(permissionsOption: PermissionsOption) {
  return new Command('update')
    .description("Change a moderator's display name, TikTok username, permissions or status")
    .argument('<moderator>', 'id, username or TikTok username')
    .option('--name <name>', 'new display name')
    .option('--tiktok <username>', 'new TikTok username, with or without @')
    .option('--permissions <list>', permissionsOption.help, permissionsOption.parse)
    .addOption(
      new Option('--status <status>', 'suspended: cannot sign in until active again').choices(['active', 'suspended'])
    )
    .action(
      action<UpdateOptions>(async (ctx) => {
        const { name, tiktok, permissions, status } = ctx.opts
        if ([name, tiktok, permissions, status].every((value) => value === undefined)) {
          throw new UsageError('Nothing to update: pass --name, --tiktok, --permissions or --status')
        }
        const current = await findModerator(ctx, ctx.args[0])
        const { moderator } = await ctx.api.put<{ moderator: ModeratorDto }>(`/api/moderators/${current.id}`, {
          displayName: name,
          tiktokUsername: tiktok?.replace(/^@/, ''),
          permissions,
          status: status?.toUpperCase(),
        })
        ctx.out.result({ moderator }, () =>
          ctx.out.success(
            `Updated moderator ${describeModerator(moderator)}: ${moderator.status}, ${moderator.permissions.join(', ')}`
          )
        )
      })
    )
}
