import { Command, action, formatDate, parsePositiveInt } from '../../../cli/src/sdk.js'
import type { GrantPowerupResponse, PowerupType } from '../shared/powerups.js'
import { parsePowerupType } from './common.js'

export function grantPowerupCommand() {
  return new Command('grant')
    .description('Grant powerups to a player (1-10 units, expiring after 5 days unless --days)')
    .argument('<player>', 'player name or alias')
    .argument('<type>', 'glove, mist, time-maker, stun-hammer, no2-booster or no3-booster', parsePowerupType)
    .option('--count <n>', 'units, 1-10', parsePositiveInt, 1)
    .option('--days <n>', 'days until they expire, 1-365 (default: the system setting)', parsePositiveInt)
    .action(
      action<{ count: number; days?: number }>(async (ctx) => {
        const [playerName, powerupType] = ctx.args as [string, PowerupType]
        const { message, holding, player, entryId } = await ctx.api.post<GrantPowerupResponse>(
          '/api/players/powerups/grant',
          {
            playerName,
            powerupType,
            count: ctx.opts.count,
            expiresInDays: ctx.opts.days,
            source: 'cli',
          }
        )
        ctx.out.result({ message, entryId, holding, player }, () => {
          ctx.out.success(message)
          ctx.out.note(`Expires ${holding.expiresAt ? formatDate(holding.expiresAt) : 'never'} · ${entryId}`)
        })
      })
    )
}
