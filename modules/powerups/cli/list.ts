import { Command, action, formatDate } from '../../../cli/src/sdk.js'
import { playerAnswersTo } from '../../players/shared/players.js'
import {
  POWERUP_LABELS,
  type LedgerPlayersResponse,
  type OwnedHoldingDto,
  type PowerupType,
} from '../shared/powerups.js'
import { parsePowerupType } from './common.js'

const expiry = (holding: OwnedHoldingDto) =>
  holding.expiresAt ? Date.parse(holding.expiresAt) : Number.POSITIVE_INFINITY

export function listPowerupsCommand() {
  return new Command('list')
    .description('List active powerups, soonest expiry first (the order they are used in)')
    .option('--player <name>', 'only this player (name or alias)')
    .option('--type <type>', 'only this type', parsePowerupType)
    .action(
      action<{ player?: string; type?: PowerupType }>(async (ctx) => {
        const { player: name, type } = ctx.opts
        const { players } = await ctx.api.get<LedgerPlayersResponse>('/api/players')
        const powerups: OwnedHoldingDto[] = players
          .filter((player) => !name || playerAnswersTo(player, name))
          .flatMap((player) =>
            player.powerups.map((holding) => ({ ...holding, playerId: player.id, playerName: player.name }))
          )
          .filter((holding) => !type || holding.type === type)
          .sort((a, b) => expiry(a) - expiry(b) || a.id - b.id)
        ctx.out.result({ powerups }, () => {
          ctx.out.table(
            powerups,
            [
              { header: 'player', value: (h) => h.playerName },
              { header: 'type', value: (h) => POWERUP_LABELS[h.type] },
              { header: 'count', value: (h) => h.count, align: 'right' },
              { header: 'expires', value: (h) => (h.expiresAt ? formatDate(h.expiresAt) : 'never') },
              { header: 'granted by', value: (h) => h.grantedByName },
              { header: 'holding', value: (h) => h.id, align: 'right' },
            ],
            name || type ? 'No powerups match' : 'No Active Powerups'
          )
          const units = powerups.reduce((sum, h) => sum + h.count, 0)
          if (units) ctx.out.note(`${units} powerup${units === 1 ? '' : 's'} available`)
        })
      })
    )
}
