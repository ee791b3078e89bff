import { Command, action } from '../../../cli/src/sdk.js'
import type { PlayerResponse } from '../shared/players.js'
import { POWERUP_LABELS, type PowerupType } from '../../powerups/shared/powerups.js'
import { holdingsSummary } from './common.js'

export function addPlayerCommand() {
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
          const pack = holdingsSummary(player, (type) => POWERUP_LABELS[type as PowerupType] ?? type)
          if (pack) ctx.out.note(`Starter pack: ${pack}`)
        })
      })
    )
}
