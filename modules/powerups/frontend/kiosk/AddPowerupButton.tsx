import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useTranslate } from 'react-admin'
import { useHoldsPermission, useOnline } from '@shell'
import { useKiosk } from './KioskContext'

/** The kiosk's 'Add' for one player, disabled offline; nothing for a moderator without grant_powerups (like UseButton). */
export function AddPowerupButton({ playerName }: { playerName: string }) {
  const { openAddPowerup } = useKiosk()
  const translate = useTranslate()
  const online = useOnline()
  if (!useHoldsPermission('grant_powerups')) return null
  return (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      onClick={() => openAddPowerup(playerName)}
      disabled={!online}
      aria-label={translate('powerups.kiosk.addFor', { name: playerName })}
      sx={{ minHeight: 44, flexShrink: 0 }}
    >
      {translate('powerups.kiosk.add')}
    </Button>
  )
}
