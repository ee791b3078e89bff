import { Command, UsageError, action, formatDate } from '../../../cli/src/sdk.js'
import { playerNameKey } from '../shared/players.js'
import { fetchPlayers } from './common.js'
import type { PlayerCliFields } from '../shared/cli_fields.js'

interface ListOptions {
  search?: string
  active?: boolean
  inactive?: boolean
}

export function listPlayersCommand(fields: readonly PlayerCliFields[]) {
  return new Command('list')
    .description('List your players by name, with their active powerups')
    .option('--search <text>', 'match name or alias')
    .option('--active', 'only active players')
    .option('--inactive', 'only inactive players')
    .action(
      action<ListOptions>(async (ctx) => {
        const { search, active, inactive } = ctx.opts
        if (active && inactive) throw new UsageError('Use --active or --inactive, not both')
        const needle = search ? playerNameKey(search) : ''
        const players = (await fetchPlayers(ctx)).filter(
          (player) =>
            (!active || player.isActive) &&
            (!inactive || !player.isActive) &&
            (!needle || [player.name, ...player.aliases].some((name) => playerNameKey(name).includes(needle)))
        )
        ctx.out.result({ players }, () => {
          ctx.out.table(
            players,
            [
              { header: 'id', value: (p) => p.id, align: 'right' },
              { header: 'name', value: (p) => p.name },
              { header: 'aliases', value: (p) => p.aliases.join(', ') },
              {
                header: 'status',
                value: (p) => (p.isActive ? ctx.out.style.green('active') : ctx.out.style.yellow('inactive')),
              },
              { header: 'mod', value: (p) => (p.isModerator ? 'yes' : '') },
              ...fields.flatMap((field) => field.listColumns ?? []),
              { header: 'last active', value: (p) => formatDate(p.lastActive) },
            ],
            search || active || inactive
              ? 'No players found'
              : 'No players yet: add one with `powerdeck players add <name>`'
          )
          if (players.length) ctx.out.note(`${players.length} player${players.length === 1 ? '' : 's'}`)
        })
      })
    )
}
