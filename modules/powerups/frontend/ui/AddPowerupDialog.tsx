import { useState } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { FormDialog, useAsyncAction, useSession, useToast } from '@shell'
import { useInvalidateLedger, type ClientSource } from '../../../players/frontend/public'
import { EXPIRY_DAYS, GRANT_COUNT, POWERUP_TYPES, type PowerupType } from '../../shared/powerups'
import { powerupsApi } from '../ledgerApi'
import { parseGrantCount } from './grantForm'
import { POWERUP_DESCRIPTION_KEYS, POWERUP_LABEL_KEYS, POWERUP_VISUALS, PowerupTypeIcon } from './powerupVisuals'
import { useUndoAction } from './useUndo'

export interface AddPowerupDialogProps {
  playerName: string
  source: ClientSource
  /** The players page asks for a count (1–10); the kiosk always adds one. */
  withCount?: boolean
  onClose: () => void
}

function TypeTile({ type, selected, onSelect }: { type: PowerupType; selected: boolean; onSelect: () => void }) {
  const translate = useTranslate()
  const { color } = POWERUP_VISUALS[type]
  const label = translate(POWERUP_LABEL_KEYS[type])
  return (
    <ButtonBase
      onClick={onSelect}
      role="radio"
      aria-checked={selected}
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: 1.5,
        p: 1.5,
        minHeight: 64,
        textAlign: 'left',
        borderRadius: 2,
        border: 2,
        borderColor: selected ? color : 'divider',
        bgcolor: selected ? `${color}1f` : 'transparent',
      }}
    >
      <PowerupTypeIcon type={type} size={36} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(POWERUP_DESCRIPTION_KEYS[type])}
        </Typography>
      </Box>
    </ButtonBase>
  )
}

/** Add Powerup (docs/api/powerups.md): the six types, a count on the players page, 5 days' expiry. */
export function AddPowerupDialog({ playerName, source, withCount = false, onClose }: AddPowerupDialogProps) {
  const { user } = useSession()
  const translate = useTranslate()
  const { run, busy } = useAsyncAction()
  const invalidateLedger = useInvalidateLedger()
  const toast = useToast()
  const undoAction = useUndoAction()
  const [type, setType] = useState<PowerupType | null>(null)
  const [countText, setCountText] = useState(String(GRANT_COUNT.default))
  const count = withCount ? parseGrantCount(countText) : GRANT_COUNT.default

  async function submit() {
    if (!type) return
    let entryId = ''
    const granted = await run(
      async () => {
        const answer = await powerupsApi.grant({
          playerName,
          powerupType: type,
          grantedBy: user?.name,
          count,
          expiresInDays: EXPIRY_DAYS.default,
          source,
        })
        entryId = answer.entryId
        await invalidateLedger()
      },
      { failure: translate('powerups.addDialog.failed') }
    )
    if (!granted) return
    toast({
      title: translate('powerups.addDialog.added'),
      description: translate('powerups.addDialog.addedDescription', {
        count,
        powerup: translate(POWERUP_LABEL_KEYS[type]),
        name: playerName,
      }),
      action: undoAction(entryId),
    })
    onClose()
  }

  return (
    <FormDialog
      title={translate('powerups.addDialog.title', { name: playerName })}
      submitLabel={
        type
          ? translate('powerups.addDialog.submitCount', { count, powerup: translate(POWERUP_LABEL_KEYS[type]) })
          : translate('powerups.addDialog.submit')
      }
      busyLabel={translate('powerups.addDialog.busy')}
      busy={busy}
      submitDisabled={!type}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        {translate('powerups.addDialog.intro', { smart_count: EXPIRY_DAYS.default })}
      </Typography>
      <Box
        role="radiogroup"
        aria-label={translate('powerups.addDialog.typeLabel')}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {POWERUP_TYPES.map((candidate) => (
          <TypeTile
            key={candidate}
            type={candidate}
            selected={candidate === type}
            onSelect={() => setType(candidate)}
          />
        ))}
      </Box>
      {withCount && (
        <TextField
          label={translate('powerups.addDialog.count')}
          name="count"
          type="number"
          value={countText}
          disabled={busy}
          onChange={(event) => setCountText(event.target.value)}
          helperText={translate('powerups.addDialog.countHelp', {
            min: GRANT_COUNT.min,
            max: GRANT_COUNT.max,
            fallback: GRANT_COUNT.default,
          })}
          slotProps={{ htmlInput: { min: GRANT_COUNT.min, max: GRANT_COUNT.max, step: 1, inputMode: 'numeric' } }}
        />
      )}
    </FormDialog>
  )
}
