import { CliError, type CommandContext } from '../../../cli/src/sdk.js'
import { playerAnswersTo, type ListPlayersResponse } from '../shared/players.js'

/** Every player of the signed-in creator (GET /api/players, docs/api/players.md). */
export async function fetchPlayers(ctx: CommandContext<unknown>) {
  const { players } = await ctx.api.get<ListPlayersResponse>('/api/players')
  return players
}

/**
 * The player answering to `name` (name or alias, any case, with or without @), else 'Player not
 * found'. The server narrows the roster to the names containing it (`search`); the exact answer is
 * picked from those few.
 */
export async function findPlayer(ctx: CommandContext<unknown>, name: string) {
  const { players } = await ctx.api.get<ListPlayersResponse>('/api/players', { query: { search: name } })
  const player = players.find((candidate) => playerAnswersTo(candidate, name))
  if (!player) throw new CliError('Player not found')
  return player
}
