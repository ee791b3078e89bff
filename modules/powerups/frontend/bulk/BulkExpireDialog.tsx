import { useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { BulkActionDialog, type PlayerBulkDialogProps } from '../../../players/frontend/public'
import { POWERUP_TYPES, type PowerupType } from '../../shared/powerups'
import { powerupsApi } from '../ledgerApi'
import { POWERUP_LABEL_KEYS } from '../ui/powerupVisuals'

const ALL = 'all'

/** Deactivate the selected players' active powerups, of one type or all (one call). */
export default function BulkExpireDialog(props: PlayerBulkDialogProps) {
  const translate = useTranslate()
  const [type, setType] = useState<PowerupType | typeof ALL>(ALL)
  return (
    <BulkActionDialog
      {...props}
      title={translate('powerups.bulk.expireTitle', { smart_count: props.players.length })}
      submitLabel={translate('powerups.bulk.expireSubmit')}
      busyLabel={translate('powerups.bulk.expiring')}
      danger
      failure={translate('powerups.bulk.expireFailed')}
      perform={(playerIds) =>
        powerupsApi.bulkExpire({ playerIds, powerupType: type === ALL ? undefined : type }, 'players')
      }
    >
      <TextField
        select
        label={translate('powerups.bulk.powerups')}
        value={type}
        onChange={(event) => setType(event.target.value as PowerupType)}
      >
        <MenuItem value={ALL}>{translate('powerups.bulk.allTypes')}</MenuItem>
        {POWERUP_TYPES.map((candidate) => (
          <MenuItem key={candidate} value={candidate}>
            {translate(POWERUP_LABEL_KEYS[candidate])}
          </MenuItem>
        ))}
      </TextField>
      <Typography color="text.secondary">{translate('powerups.bulk.expireNote')}</Typography>
    </BulkActionDialog>
  )
}
