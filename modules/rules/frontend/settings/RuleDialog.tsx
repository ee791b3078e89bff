import { useEffect, useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'
import { errorMessage, FormDialog } from '@shell'
import { POWERUP_TYPES } from '../../../powerups/shared/powerups'
import { usePowerupLabel } from '../../../powerups/frontend/public'
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
  const translate = useTranslate()
  const powerupLabel = usePowerupLabel()
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
    if (blank) return setError(translate(blank))
    setBusy(true)
    setError(null)
    try {
      await onSave(ruleInput(values))
      onClose()
    } catch (failure) {
      setError(errorMessage(failure, translate('rules.dialog.saveFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      title={rule ? translate('rules.dialog.editTitle', { id: rule.id }) : translate('rules.dialog.addTitle')}
      submitLabel={translate(rule ? 'rules.dialog.save' : 'rules.dialog.add')}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField select label={translate('rules.dialog.triggeredBy')} {...field('trigger')}>
        <MenuItem value="gift">{translate('rules.dialog.byGift')}</MenuItem>
        <MenuItem value="diamonds">{translate('rules.dialog.byDiamonds')}</MenuItem>
      </TextField>
      {values.trigger === 'gift' ? (
        <TextField
          label={translate('rules.dialog.giftName')}
          placeholder={translate('rules.dialog.giftNamePlaceholder')}
          {...field('giftName')}
        />
      ) : (
        <TextField
          label={translate('rules.dialog.minDiamonds')}
          type="number"
          helperText={translate('rules.dialog.minDiamondsHelp')}
          {...field('minDiamonds')}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={translate('rules.dialog.powerup')} {...field('powerupType')}>
          {POWERUP_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {powerupLabel(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={translate('rules.dialog.count')} type="number" {...field('count')} />
        <TextField
          label={translate('rules.dialog.expiresInDays')}
          type="number"
          helperText={translate('rules.dialog.expiresInDaysHelp')}
          {...field('expiresInDays')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={translate('rules.dialog.cooldown')}
          type="number"
          helperText={translate('rules.dialog.cooldownHelp')}
          {...field('cooldownSeconds')}
        />
        <TextField
          label={translate('rules.dialog.perStreamCap')}
          type="number"
          helperText={translate('rules.dialog.perStreamCapHelp')}
          {...field('perStreamCap')}
        />
        <TextField
          label={translate('rules.dialog.stock')}
          type="number"
          helperText={translate('rules.dialog.stockHelp')}
          {...field('stock')}
        />
      </Stack>
      <TextField select label={translate('rules.dialog.status')} {...field('enabled')}>
        <MenuItem value="on">{translate('rules.dialog.enabled')}</MenuItem>
        <MenuItem value="off">{translate('rules.dialog.paused')}</MenuItem>
      </TextField>
    </FormDialog>
  )
}
