import BoltIcon from '@mui/icons-material/Bolt'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { useTranslate } from 'react-admin'
import { EmptyState } from '@shell'
import { useKiosk } from './KioskContext'

/** 'No Active Powerups', with 'Add Your First Player' while there is no player yet. */
export function KioskEmptyState() {
  const { players, canAddPlayer, openAddPlayer } = useKiosk()
  const translate = useTranslate()
  const noPlayers = players.length === 0
  return (
    <Card>
      <EmptyState
        icon={<BoltIcon />}
        title={translate('powerups.kiosk.emptyTitle')}
        description={noPlayers ? translate('powerups.kiosk.emptyNoPlayers') : translate('powerups.kiosk.emptyNoUnits')}
        action={
          noPlayers &&
          canAddPlayer && (
            <Button variant="contained" size="large" startIcon={<PersonAddIcon />} onClick={() => openAddPlayer()}>
              {translate('powerups.kiosk.addFirstPlayer')}
            </Button>
          )
        }
      />
    </Card>
  )
}
