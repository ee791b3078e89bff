import { CliError, Command, action } from '../../../cli/src/sdk.js'
import { findPlayer } from './common.js'
import type { PlayerCliFields } from '../shared/cli_fields.js'

export function deletePlayerCommand(fields: readonly PlayerCliFields[]) {
  return new Command('delete')
    .description('Delete a player with all their powerups and history (asks first unless --yes)')
    .argument('<player>', 'player name or alias')
    .option('-y, --yes', 'do not ask for confirmation')
    .action(
      action<{ yes?: boolean }>(async (ctx) => {
        const player = await findPlayer(ctx, ctx.args[0])
        if (!ctx.opts.yes) {
          const notes = fields.flatMap((field) => field.deleteNote?.(player) ?? []).join(', ')
          const confirmed = await ctx.prompt.confirm({
            message: `Delete player ${player.name}${notes ? ` (${notes})` : ''}? This will permanently remove the player and all their powerups, history, and data.`,
            flag: '--yes',
          })
          if (!confirmed) throw new CliError('Cancelled: nothing was deleted')
        }
        // The client's DELETE carries no body; the API reads playerName from the query string as well.
        await ctx.api.delete('/api/players/delete', { query: { playerName: player.name, source: 'cli' } })
        ctx.out.result({ success: true, deleted: { id: player.id, name: player.name } }, () =>
          ctx.out.success(`Deleted player ${player.name}`)
        )
      })
    )
}
