import { useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { BulkActionDialog, type PlayerBulkDialogProps } from '../../../players/frontend/public'
import { EXPIRY_DAYS, GRANT_COUNT, POWERUP_LABELS, POWERUP_TYPES, type PowerupType } from '../../shared/powerups'
import { powerupsApi } from '../ledgerApi'
import { parseGrantCount } from '../ui/grantForm'

/** Grant a type × count, expiring after N days, to every selected player (one call). */
export default function BulkGrantDialog(props: PlayerBulkDialogProps) {
  const [type, setType] = useState<PowerupType | ''>('')
  const [countText, setCountText] = useState(String(GRANT_COUNT.default))
  const [daysText, setDaysText] = useState(String(EXPIRY_DAYS.default))
  const count = parseGrantCount(countText)
  const days = Number(daysText)
  const daysValid = Number.isInteger(days) && days >= EXPIRY_DAYS.min && days <= EXPIRY_DAYS.max
  return (
    <BulkActionDialog
      {...props}
      title={`Grant Powerups to ${props.players.length} players`}
      submitLabel={type ? `Grant ${count} ${POWERUP_LABELS[type]} each` : 'Grant'}
      busyLabel="Granting..."
      submitDisabled={!type || !daysValid}
      failure="Failed to grant powerups. Please try again."
      perform={(playerIds) =>
        powerupsApi.bulkGrant({ playerIds, powerupType: type, count, expiresInDays: days }, 'players')
      }
    >
      <TextField select label="Powerup" value={type} onChange={(event) => setType(event.target.value as PowerupType)}>
        {POWERUP_TYPES.map((candidate) => (
          <MenuItem key={candidate} value={candidate}>
            {POWERUP_LABELS[candidate]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Count"
        type="number"
        value={countText}
        onChange={(event) => setCountText(event.target.value)}
        helperText={`${GRANT_COUNT.min} to ${GRANT_COUNT.max} per player`}
        slotProps={{ htmlInput: { min: GRANT_COUNT.min, max: GRANT_COUNT.max, inputMode: 'numeric' } }}
      />
      <TextField
        label="Expires in (days)"
        type="number"
        value={daysText}
        error={!daysValid}
        onChange={(event) => setDaysText(event.target.value)}
        helperText={`${EXPIRY_DAYS.min} to ${EXPIRY_DAYS.max} days`}
        slotProps={{ htmlInput: { min: EXPIRY_DAYS.min, max: EXPIRY_DAYS.max, inputMode: 'numeric' } }}
      />
    </BulkActionDialog>
  )
}
