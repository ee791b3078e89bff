import type { HttpContext } from '@adonisjs/core/http'
import { createPlayerValidator, deletePlayerValidator, updatePlayerValidator } from '../validators.js'
import { createPlayers, deletePlayers, updatePlayers, viewPlayers } from '../policies/player_policy.js'
import { actingFrom } from '../services/acting.js'
import * as players from '../services/players_service.js'

/** Spec 1 §7 player calls; every answer carries `success`. */
export default class PlayersController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.authorize(viewPlayers)
    return { success: true, players: await players.listPlayers(ctx.actor.requireCreatorId()) }
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.authorize(createPlayers)
    const { source, ...input } = await ctx.request.validateUsing(createPlayerValidator)
    const player = await players.createPlayer(actingFrom(ctx, source), input)
    return ctx.response.status(201).send({ success: true, player })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.authorize(updatePlayers)
    const { playerId, updates, source } = await ctx.request.validateUsing(updatePlayerValidator)
    const player = await players.updatePlayer(actingFrom(ctx, source), { playerId }, updates)
    return { success: true, player }
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.authorize(deletePlayers)
    const { playerName, source } = await ctx.request.validateUsing(deletePlayerValidator)
    const player = await players.deletePlayer(actingFrom(ctx, source), { playerName })
    return { success: true, player }
  }
}
