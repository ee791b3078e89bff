import { CliError, Command, action } from '../../../cli/src/sdk.js'
import { playerAnswersTo, type MergePlayersResponse } from '../shared/players.js'
import { fetchPlayers } from './common.js'

export function mergePlayersCommand() {
  return new Command('merge')
    .description('Merge a player into another: their powerups, history, names and TikTok identity move over')
    .argument('<into>', 'the player who stays (name or alias)')
    .argument('<from>', 'the player merged and then deleted (name or alias)')
    .action(
      action(async (ctx) => {
        const players = await fetchPlayers(ctx)
        const [into, from] = ctx.args.slice(0, 2).map((name) => {
          const player = players.find((candidate) => playerAnswersTo(candidate, name))
          if (!player) throw new CliError(`Player not found: ${name}`)
          return player
        })
        const result = await ctx.api.post<MergePlayersResponse>('/api/players/merge', {
          intoPlayerId: into.id,
          fromPlayerId: from.id,
          source: 'cli',
        })
        ctx.out.result(result, () => {
          ctx.out.success(`Merged ${result.merged.name} into ${result.player.name} (id ${result.player.id})`)
          ctx.out.record([
            ['Aliases', result.player.aliases.join(', ')],
            ['TikTok user', result.player.tiktokUserId ?? ''],
          ])
        })
      })
    )
}
