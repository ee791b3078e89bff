import type { HttpContext } from '@adonisjs/core/http'
import {
  bulkDeletePlayersValidator,
  createPlayerValidator,
  deletePlayerValidator,
  linkTikTokValidator,
  listPlayersValidator,
  mergePlayersValidator,
  updatePlayerValidator,
} from '../validators.js'
import { createPlayers, deletePlayers, updatePlayers, viewPlayers } from '../policies/player_policy.js'
import * as players from '../services/players_service.js'
import { clientHolds, playerList, playerListTag } from '../services/player_list.js'
import { actingForCreator } from '../services/chosen_creator.js'
import { linkTikTokIdentity, mergePlayers } from '../services/player_merge.js'
import { deletePlayersInBulk } from '../services/bulk_players.js'

/** The player calls (docs/api/players.md); every answer carries `success`. */
export default class PlayersController {
  /** The kiosk polls this: an unchanged list answers 304 with no body (conditional GET on its ETag). */
  async index(ctx: HttpContext) {
    const { creatorId, ...query } = await listPlayersValidator.validate(ctx.request.qs())
    const acting = await actingForCreator(ctx, viewPlayers, creatorId)
    const tag = await playerListTag(acting, query)
    ctx.response.header('Cache-Control', 'private, no-cache')
    ctx.response.header('Vary', 'Authorization')
    if (tag) {
      ctx.response.header('ETag', tag)
      if (clientHolds(ctx.request.header('if-none-match'), tag)) return ctx.response.notModified()
    }
    return { success: true, ...(await playerList(acting, query)) }
  }

  async store(ctx: HttpContext) {
    const { source, creatorId, ...input } = await ctx.request.validateUsing(createPlayerValidator)
    const acting = await actingForCreator(ctx, createPlayers, creatorId)
    const player = await players.createPlayer(acting.with({ source: source ?? 'api' }), input)
    return ctx.response.status(201).send({ success: true, player })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.authorize(updatePlayers)
    const { playerId, updates, source } = await ctx.request.validateUsing(updatePlayerValidator)
    const player = await players.updatePlayer(ctx.acting.with({ source: source ?? 'api' }), { playerId, updates })
    return { success: true, player }
  }

  /** Links a player to a TikTok user id, or unlinks them (null); permission as editing players. */
  async linkTikTok(ctx: HttpContext) {
    await ctx.bouncer.authorize(updatePlayers)
    const { source, ...input } = await ctx.request.validateUsing(linkTikTokValidator)
    const player = await linkTikTokIdentity(ctx.acting.with({ source: source ?? 'api' }), input)
    return { success: true, player }
  }

  /** Merges one player into another of the creator; permission as editing players. */
  async merge(ctx: HttpContext) {
    await ctx.bouncer.authorize(updatePlayers)
    const { source, ...input } = await ctx.request.validateUsing(mergePlayersValidator)
    const result = await mergePlayers(ctx.acting.with({ source: source ?? 'api' }), input)
    return { success: true, ...result }
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.authorize(deletePlayers)
    const { playerName, source } = await ctx.request.validateUsing(deletePlayerValidator)
    const player = await players.deletePlayer(ctx.acting.with({ source: source ?? 'api' }), { playerName })
    return { success: true, player }
  }

  /** Deletes the selected players in one transaction; answers each player's result. */
  async bulkDestroy(ctx: HttpContext) {
    await ctx.bouncer.authorize(deletePlayers)
    const { playerIds, source } = await ctx.request.validateUsing(bulkDeletePlayersValidator)
    return { success: true, ...(await deletePlayersInBulk(ctx.acting.with({ source: source ?? 'api' }), playerIds)) }
  }
}
