import { Command, action } from '../../../cli/src/sdk.js'
import { POWERUP_LABELS, type PowerupType, type UsePowerupResponse } from '../shared/powerups.js'
import { parsePowerupType } from './common.js'

export function usePowerupCommand() {
  return new Command('use')
    .description("Use one of a player's powerups (the one expiring first)")
    .argument('<player>', 'player name or alias')
    .argument('<type>', 'glove, mist, time-maker, stun-hammer, no2-booster or no3-booster', parsePowerupType)
    .action(
      action(async (ctx) => {
        const [playerName, powerupType] = ctx.args as [string, PowerupType]
        const { message, use, holding, player, entryId } = await ctx.api.post<UsePowerupResponse>(
          '/api/players/powerups/use',
          {
            playerId: playerName,
            powerupType,
            source: 'cli',
          }
        )
        const left = player.powerups.filter((h) => h.type === powerupType).reduce((sum, h) => sum + h.count, 0)
        ctx.out.result({ message, entryId, use, holding, player }, () => {
          ctx.out.success(message)
          ctx.out.note(`${player.name} has ${left} ${POWERUP_LABELS[powerupType]} left · ${entryId}`)
        })
      })
    )
}
