import BoltIcon from '@mui/icons-material/Bolt'
import Chip from '@mui/material/Chip'
import type { PlayerDto } from '../../../players/shared/players'
import { activeUnitCount } from '../../shared/unit-queue'
import { asLedgerPlayer } from '../ledgerPlayers'

/** My Players: a player's active powerups, as a badge on their row. */
export function PowerupCountBadge({ player }: { player: PlayerDto }) {
  const units = activeUnitCount(asLedgerPlayer(player))
  return (
    <Chip
      icon={<BoltIcon />}
      label={`${units} active`}
      size="small"
      color={units > 0 ? 'primary' : 'default'}
      variant={units > 0 ? 'filled' : 'outlined'}
      aria-label={`${units} active powerups`}
    />
  )
}
