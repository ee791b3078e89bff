import { CliError, Command, action } from '../../../cli/src/sdk.js'
import { playerAnswersTo, type ListPlayersResponse } from '../../players/shared/players.js'
import type { ModeratorDto, ModeratorPermission } from '../shared/moderators.js'
import { describeModerator, type PermissionsOption } from './common.js'

export function promotePlayerCommand(permissionsOption: PermissionsOption) {
  return new Command('promote')
    .description('Promote a player to moderator (pending until you set a password with reset-password)')
    .argument('<player>', 'player name or alias')
    .requiredOption('--permissions <list>', permissionsOption.help, permissionsOption.parse)
    .action(
      action<{ permissions: ModeratorPermission[] }>(async (ctx) => {
        // The server narrows the roster to names containing the given one; the exact match is picked here.
        const { players } = await ctx.api.get<ListPlayersResponse>('/api/players', { query: { search: ctx.args[0] } })
        const player = players.find((candidate) => playerAnswersTo(candidate, ctx.args[0]))
        if (!player) throw new CliError('Player not found')
        const { moderator } = await ctx.api.post<{ moderator: ModeratorDto }>('/api/moderators/promote-player', {
          playerId: player.id,
          permissions: ctx.opts.permissions,
        })
        ctx.out.result({ moderator }, () => {
          ctx.out.success(`Promoted ${player.name} to moderator ${describeModerator(moderator)}`)
          if (moderator.status === 'PENDING') {
            ctx.out.note(
              `Pending: run \`powerdeck moderators reset-password ${moderator.username}\` so they can sign in`
            )
          }
        })
      })
    )
}
