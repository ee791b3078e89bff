import factory from '@adonisjs/lucid/factories'
import Player from '../../models/player.js'
import { playerNameKey } from '../../../shared/players.js'

let sequence = 0

/**
 * A players row written straight to the table, without its `player_names` keys (the players
 * service writes those): for rows as they were before that table, or states the API cannot make.
 * Give it `creatorId`; `name` and `aliases` keep their keys in step.
 */
export const PlayerFactory = factory
  .define(Player, () => ({
    name: `Player${Date.now().toString(36)}${(sequence++).toString(36)}`,
    aliases: [] as string[],
    isActive: true,
  }))
  .before('create', (_factory, player) => {
    player.nameKey = playerNameKey(player.name)
    player.aliasKeys = player.aliases.map(playerNameKey)
  })
  .build()
