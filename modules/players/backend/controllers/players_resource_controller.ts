import type { HttpContext } from '@adonisjs/core/http'
import Player from '../models/player.js'
import { createPlayerValidator, playerChangesValidator } from '../validators.js'
import { createPlayers, deletePlayers, updatePlayers } from '../policies/player_policy.js'
import { createPlayer, deletePlayer, updatePlayer } from '../services/players_service.js'

/** Writes of react-admin's players resource, through the same services as the spec calls. */
export default class PlayersResourceController {
  async create(ctx: HttpContext) {
    await ctx.bouncer.authorize(createPlayers)
    const { source, ...input } = await ctx.request.validateUsing(createPlayerValidator)
    const created = await createPlayer(ctx.acting.with({ source: source ?? 'players' }), input)
    return Player.findOrFail(created.id)
  }

  async update(ctx: HttpContext, row: Player) {
    await ctx.bouncer.authorize(updatePlayers)
    const changes = await ctx.request.validateUsing(playerChangesValidator)
    await updatePlayer(ctx.acting.with({ source: 'players' }), { playerId: row.id, updates: changes })
    // Read again, not refreshed: a delete right after the update is a 404, not a failed refresh.
    return Player.findOrFail(row.id)
  }

  async destroy(ctx: HttpContext, row: Player) {
    await ctx.bouncer.authorize(deletePlayers)
    await deletePlayer(ctx.acting.with({ source: 'players' }), { playerId: row.id })
  }
}
