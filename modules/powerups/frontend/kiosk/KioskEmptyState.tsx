import BoltIcon from '@mui/icons-material/Bolt'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { EmptyState } from '@shell'
import { useKiosk } from './KioskContext'

/** 'No Active Powerups', with 'Add Your First Player' while there is no player yet. */
export function KioskEmptyState() {
  const { players, canAddPlayer, openAddPlayer } = useKiosk()
  const noPlayers = players.length === 0
  return (
    <Card>
      <EmptyState
        icon={<BoltIcon />}
        title="No Active Powerups"
        description={
          noPlayers
            ? 'Add a player and they get a starter pack of 2 Gloves and 1 Mist, ready to use here.'
            : 'Nobody holds an unexpired powerup. Add one to a player from the By Player view.'
        }
        action={
          noPlayers &&
          canAddPlayer && (
            <Button variant="contained" size="large" startIcon={<PersonAddIcon />} onClick={() => openAddPlayer()}>
              Add Your First Player
            </Button>
          )
        }
      />
    </Card>
  )
}
