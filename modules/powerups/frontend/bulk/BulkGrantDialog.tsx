import { useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'
import { BulkActionDialog, type PlayerBulkDialogProps } from '../../../players/frontend/public'
import { EXPIRY_DAYS, GRANT_COUNT, POWERUP_TYPES, type PowerupType } from '../../shared/powerups'
import { powerupsApi } from '../ledgerApi'
import { parseGrantCount } from '../ui/grantForm'
import { POWERUP_LABEL_KEYS } from '../ui/powerupVisuals'

/** Grant a type × count, expiring after N days, to every selected player (one call). */
export default function BulkGrantDialog(props: PlayerBulkDialogProps) {
  const translate = useTranslate()
  const [type, setType] = useState<PowerupType | ''>('')
  const [countText, setCountText] = useState(String(GRANT_COUNT.default))
  const [daysText, setDaysText] = useState(String(EXPIRY_DAYS.default))
  const count = parseGrantCount(countText)
  const days = Number(daysText)
  const daysValid = Number.isInteger(days) && days >= EXPIRY_DAYS.min && days <= EXPIRY_DAYS.max
  return (
    <BulkActionDialog
      {...props}
      title={translate('powerups.bulk.grantTitle', { smart_count: props.players.length })}
      submitLabel={
        type
          ? translate('powerups.bulk.grantSubmit', { count, powerup: translate(POWERUP_LABEL_KEYS[type]) })
          : translate('powerups.bulk.grant')
      }
      busyLabel={translate('powerups.bulk.granting')}
      submitDisabled={!type || !daysValid}
      failure={translate('powerups.bulk.grantFailed')}
      perform={(playerIds) =>
        powerupsApi.bulkGrant({ playerIds, powerupType: type, count, expiresInDays: days }, 'players')
      }
    >
      <TextField
        select
        label={translate('powerups.bulk.powerup')}
        value={type}
        onChange={(event) => setType(event.target.value as PowerupType)}
      >
        {POWERUP_TYPES.map((candidate) => (
          <MenuItem key={candidate} value={candidate}>
            {translate(POWERUP_LABEL_KEYS[candidate])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('powerups.bulk.count')}
        type="number"
        value={countText}
        onChange={(event) => setCountText(event.target.value)}
        helperText={translate('powerups.bulk.countHelp', { min: GRANT_COUNT.min, max: GRANT_COUNT.max })}
        slotProps={{ htmlInput: { min: GRANT_COUNT.min, max: GRANT_COUNT.max, inputMode: 'numeric' } }}
      />
      <TextField
        label={translate('powerups.bulk.expiresInDays')}
        type="number"
        value={daysText}
        error={!daysValid}
        onChange={(event) => setDaysText(event.target.value)}
        helperText={translate('powerups.bulk.expiresInDaysHelp', { min: EXPIRY_DAYS.min, max: EXPIRY_DAYS.max })}
        slotProps={{ htmlInput: { min: EXPIRY_DAYS.min, max: EXPIRY_DAYS.max, inputMode: 'numeric' } }}
      />
    </BulkActionDialog>
  )
}
