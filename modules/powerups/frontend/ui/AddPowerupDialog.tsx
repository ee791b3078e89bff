import { useState } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog, useAsyncAction, useSession, useToast } from '@shell'
import { useInvalidateLedger, type ClientSource } from '../../../players/frontend/public'
import {
  EXPIRY_DAYS,
  GRANT_COUNT,
  POWERUP_DESCRIPTIONS,
  POWERUP_LABELS,
  POWERUP_MESSAGES,
  POWERUP_TYPES,
  type PowerupType,
} from '../../shared/powerups'
import { powerupsApi } from '../ledgerApi'
import { parseGrantCount } from './grantForm'
import { POWERUP_VISUALS, PowerupTypeIcon } from './powerupVisuals'
import { useUndoAction } from './useUndo'

export interface AddPowerupDialogProps {
  playerName: string
  source: ClientSource
  /** The players page asks for a count (1–10); the kiosk always adds one. */
  withCount?: boolean
  onClose: () => void
}

function TypeTile({ type, selected, onSelect }: { type: PowerupType; selected: boolean; onSelect: () => void }) {
  const { color } = POWERUP_VISUALS[type]
  return (
    <ButtonBase
      onClick={onSelect}
      role="radio"
      aria-checked={selected}
      aria-label={POWERUP_LABELS[type]}
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
        <Typography sx={{ fontWeight: 600 }}>{POWERUP_LABELS[type]}</Typography>
        <Typography variant="caption" color="text.secondary">
          {POWERUP_DESCRIPTIONS[type]}
        </Typography>
      </Box>
    </ButtonBase>
  )
}

/** Add Powerup (docs/api/powerups.md): the six types, a count on the players page, 5 days' expiry. */
export function AddPowerupDialog({ playerName, source, withCount = false, onClose }: AddPowerupDialogProps) {
  const { user } = useSession()
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
      { failure: 'Failed to add powerup. Please try again.' }
    )
    if (!granted) return
    toast({
      title: 'Powerup Added',
      description: POWERUP_MESSAGES.granted(count, type, playerName),
      action: undoAction(entryId),
    })
    onClose()
  }

  return (
    <FormDialog
      title={`Add Powerup for ${playerName}`}
      submitLabel={type ? `Add ${count} ${POWERUP_LABELS[type]}` : 'Add Powerup'}
      busyLabel="Adding..."
      busy={busy}
      submitDisabled={!type}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography color="text.secondary">Choose a powerup. It expires in {EXPIRY_DAYS.default} days.</Typography>
      <Box
        role="radiogroup"
        aria-label="Powerup type"
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
          label="Count"
          name="count"
          type="number"
          value={countText}
          disabled={busy}
          onChange={(event) => setCountText(event.target.value)}
          helperText={`${GRANT_COUNT.min} to ${GRANT_COUNT.max}; anything else adds ${GRANT_COUNT.default}`}
          slotProps={{ htmlInput: { min: GRANT_COUNT.min, max: GRANT_COUNT.max, step: 1, inputMode: 'numeric' } }}
        />
      )}
    </FormDialog>
  )
}
