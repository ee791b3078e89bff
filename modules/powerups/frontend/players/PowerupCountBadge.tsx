import BoltIcon from '@mui/icons-material/Bolt'
import Chip from '@mui/material/Chip'
import { useT } from '@shell'
import type { PlayerDto } from '../../../players/shared/players'
import { activeUnitCount } from '../../shared/unit-queue'
import { asLedgerPlayer } from '../ledgerPlayers'

/** My Players: a player's active powerups, as a badge on their row. */
export function PowerupCountBadge({ player }: { player: PlayerDto }) {
  // useT: the badge also renders outside react-admin (a contribution to the players list).
  const translate = useT()
  const units = activeUnitCount(asLedgerPlayer(player))
  return (
    <Chip
      icon={<BoltIcon />}
      label={translate('powerups.player.badge', { count: units })}
      size="small"
      color={units > 0 ? 'primary' : 'default'}
      variant={units > 0 ? 'filled' : 'outlined'}
      aria-label={translate('powerups.player.badgeLabel', { smart_count: units })}
    />
  )
}
