import { useEffect, useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { errorMessage, FormDialog } from '@shell'
import { POWERUP_LABELS, POWERUP_TYPES } from '../../../powerups/shared/powerups'
import type { GiftRuleDto, GiftRuleInput } from '../../shared/rules'
import { EMPTY_RULE, ruleFormError, ruleFormValues, ruleInput, type RuleFormValues } from './ruleForm'

interface RuleDialogProps {
  /** The rule edited, or null for a new one. */
  rule: GiftRuleDto | null
  open: boolean
  onClose: () => void
  onSave: (input: GiftRuleInput) => Promise<unknown>
}

/** Add or edit a gift rule: its trigger, the grant, and its limits. */
export function RuleDialog({ rule, open, onClose, onSave }: RuleDialogProps) {
  const [values, setValues] = useState<RuleFormValues>(EMPTY_RULE)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!open) return
    setValues(rule ? ruleFormValues(rule) : EMPTY_RULE)
    setError(null)
  }, [open, rule])

  const field = (name: keyof RuleFormValues) => ({
    name,
    value: values[name],
    disabled: busy,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  })

  async function submit() {
    const blank = ruleFormError(values)
    if (blank) return setError(blank)
    setBusy(true)
    setError(null)
    try {
      await onSave(ruleInput(values))
      onClose()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to save the rule'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      title={rule ? `Edit Gift Rule #${rule.id}` : 'Add Gift Rule'}
      submitLabel={rule ? 'Save Rule' : 'Add Rule'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField select label="Triggered by" {...field('trigger')}>
        <MenuItem value="gift">A gift, by name</MenuItem>
        <MenuItem value="diamonds">A gift worth at least N diamonds</MenuItem>
      </TextField>
      {values.trigger === 'gift' ? (
        <TextField label="Gift name" placeholder="Rose" {...field('giftName')} />
      ) : (
        <TextField
          label="Minimum diamonds"
          type="number"
          helperText="The gift's diamond value × its count"
          {...field('minDiamonds')}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label="Grant powerup" {...field('powerupType')}>
          {POWERUP_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {POWERUP_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Count" type="number" {...field('count')} />
        <TextField
          label="Expires in days"
          type="number"
          helperText="Blank: the system default"
          {...field('expiresInDays')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Cooldown (seconds)"
          type="number"
          helperText="Per player; 0: none"
          {...field('cooldownSeconds')}
        />
        <TextField
          label="Per-stream cap"
          type="number"
          helperText="Grants per stream; blank: none"
          {...field('perStreamCap')}
        />
        <TextField label="Stock" type="number" helperText="Units in all; blank: unlimited" {...field('stock')} />
      </Stack>
      <TextField select label="Status" {...field('enabled')}>
        <MenuItem value="on">Enabled</MenuItem>
        <MenuItem value="off">Paused</MenuItem>
      </TextField>
    </FormDialog>
  )
}
