import { Command, UsageError, action } from '../../../cli/src/sdk.js'
import type { PlayerResponse, UpdatePlayerRequest } from '../shared/players.js'
import { findPlayer } from './common.js'

interface EditOptions {
  name?: string
  alias?: string[]
  clearAliases?: boolean
  active?: boolean
  inactive?: boolean
}

export function editPlayerCommand() {
  return new Command('edit')
    .description('Rename a player, change their aliases, or (de)activate them')
    .argument('<player>', 'player name or alias')
    .option('--name <name>', 'new name')
    .option('--alias <aliases...>', 'replace the aliases with these')
    .option('--clear-aliases', 'remove every alias')
    .option('--active', 'mark active')
    .option('--inactive', 'mark inactive')
    .action(
      action<EditOptions>(async (ctx) => {
        const { name, alias, clearAliases, active, inactive } = ctx.opts
        if (active && inactive) throw new UsageError('Use --active or --inactive, not both')
        if (alias && clearAliases) throw new UsageError('Use --alias or --clear-aliases, not both')
        const updates: UpdatePlayerRequest['updates'] = {}
        if (name !== undefined) updates.name = name
        if (alias || clearAliases) updates.aliases = alias ?? []
        if (active || inactive) updates.isActive = Boolean(active)
        if (!Object.keys(updates).length) {
          throw new UsageError('Nothing to change: give --name, --alias, --clear-aliases, --active or --inactive')
        }
        const current = await findPlayer(ctx, ctx.args[0])
        const { player } = await ctx.api.put<PlayerResponse>('/api/players', {
          playerId: current.id,
          updates,
          source: 'cli',
        })
        ctx.out.result({ player }, () => {
          ctx.out.success(`Updated player ${player.name} (id ${player.id})`)
          ctx.out.record([
            ['Aliases', player.aliases.join(', ')],
            ['Status', player.isActive ? 'active' : 'inactive'],
          ])
        })
      })
    )
}
