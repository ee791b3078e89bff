import { Command, action } from '../../../cli/src/sdk.js'
import type { PlayerResponse } from '../shared/players.js'
import type { PlayerCliFields } from '../shared/cli_fields.js'

export function addPlayerCommand(fields: readonly PlayerCliFields[]) {
  return new Command('add')
    .description('Add a player (they get the starter pack: 2 gloves and 1 mist for 30 days)')
    .argument('<name>', 'player name (a leading @ is ignored when names are compared)')
    .option('--alias <aliases...>', 'other names the player goes by')
    .action(
      action<{ alias?: string[] }>(async (ctx) => {
        const { player } = await ctx.api.post<PlayerResponse>('/api/players', {
          name: ctx.args[0],
          aliases: ctx.opts.alias ?? [],
          source: 'cli',
        })
        ctx.out.result({ player }, () => {
          ctx.out.success(`Added player ${player.name} (id ${player.id})`)
          for (const field of fields) {
            const note = field.addedNote?.(player)
            if (note) ctx.out.note(note)
          }
        })
      })
    )
}
