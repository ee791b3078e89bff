import { useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { BulkActionDialog, type PlayerBulkDialogProps } from '../../../players/frontend/public'
import { POWERUP_LABELS, POWERUP_TYPES, type PowerupType } from '../../shared/powerups'
import { powerupsApi } from '../ledgerApi'

const ALL = 'all'

/** Deactivate the selected players' active powerups, of one type or all (one call). */
export default function BulkExpireDialog(props: PlayerBulkDialogProps) {
  const [type, setType] = useState<PowerupType | typeof ALL>(ALL)
  return (
    <BulkActionDialog
      {...props}
      title={`Expire Powerups of ${props.players.length} players`}
      submitLabel="Expire Now"
      busyLabel="Expiring..."
      danger
      failure="Failed to expire powerups. Please try again."
      perform={(playerIds) =>
        powerupsApi.bulkExpire({ playerIds, powerupType: type === ALL ? undefined : type }, 'players')
      }
    >
      <TextField select label="Powerups" value={type} onChange={(event) => setType(event.target.value as PowerupType)}>
        <MenuItem value={ALL}>All types</MenuItem>
        {POWERUP_TYPES.map((candidate) => (
          <MenuItem key={candidate} value={candidate}>
            {POWERUP_LABELS[candidate]}
          </MenuItem>
        ))}
      </TextField>
      <Typography color="text.secondary">Their active units stop counting now; the history keeps them.</Typography>
    </BulkActionDialog>
  )
}
