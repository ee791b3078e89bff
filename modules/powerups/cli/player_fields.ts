import { formatDate } from '../../../cli/src/sdk.js'
import type { PlayerCliFields } from '../../players/shared/cli_fields.js'
import type { PlayerDto } from '../../players/shared/players.js'
import { POWERUP_LABELS, POWERUP_TYPES, type LedgerPlayerDto, type PowerupType } from '../shared/powerups.js'

/** The player with the `powerups` this module adds to players on the server. */
const holdingsOf = (player: PlayerDto) => (player as LedgerPlayerDto).powerups ?? []

/** Active units a player holds, all types or one. */
const unitCount = (player: PlayerDto, type?: PowerupType) =>
  holdingsOf(player)
    .filter((holding) => !type || holding.type === type)
    .reduce((sum, holding) => sum + holding.count, 0)

/** `Glove ×2, Mist ×1` */
function holdingsSummary(player: PlayerDto) {
  const byType = new Map<string, number>()
  for (const holding of holdingsOf(player)) byType.set(holding.type, (byType.get(holding.type) ?? 0) + holding.count)
  return [...byType].map(([type, count]) => `${POWERUP_LABELS[type as PowerupType] ?? type} ×${count}`).join(', ')
}

/** What `powerdeck players …` shows of a player's powerups (players' PLAYER_CLI_FIELDS). */
export const playerPowerupFields: PlayerCliFields = {
  id: 'powerups',
  listColumns: [
    { header: 'powerups', value: (p) => unitCount(p), align: 'right' },
    { header: 'next expiry', value: (p) => formatDate(holdingsOf(p)[0]?.expiresAt) },
  ],
  exportColumns: [
    { header: 'activePowerups', value: (p) => unitCount(p) },
    ...POWERUP_TYPES.map((type) => ({ header: type, value: (p: PlayerDto) => unitCount(p, type) })),
    { header: 'nextExpiry', value: (p) => holdingsOf(p)[0]?.expiresAt },
  ],
  addedNote: (player) => {
    const pack = holdingsSummary(player)
    return pack ? `Starter pack: ${pack}` : null
  },
  deleteNote: (player) => `${unitCount(player)} active powerups`,
}
