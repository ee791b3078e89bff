import Alert from '@mui/material/Alert'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { systemSettingValue, type SettingField, type SettingValue, type SystemSettings } from '@core/shared'
import { useT } from '../../shell/i18n'
import { fieldText, unitText } from '../settingsForm'
import { SwitchRow } from './SwitchRow'

/** One form control per declared system setting, typed by its declaration. */
export function SystemSettingsSection({
  fields,
  value,
  errors,
  onChange,
}: {
  fields: readonly SettingField[]
  value: SystemSettings
  errors: Record<string, string>
  onChange: (key: string, value: SettingValue) => void
}) {
  const t = useT()
  return (
    <Stack spacing={2.5}>
      {fields.map((field) => {
        const { key } = field
        const current = systemSettingValue(value, key)
        if (field.type === 'boolean') {
          return (
            <Stack key={key} spacing={1}>
              <SwitchRow
                label={fieldText(field, 'label')!}
                description={fieldText(field, 'description')}
                checked={Boolean(current)}
                onChange={(checked) => onChange(key, checked)}
              />
              {key === 'maintenanceMode' && current === true && (
                <Alert severity="warning">{t('shell.settings.system.maintenanceOn')}</Alert>
              )}
            </Stack>
          )
        }
        const numeric = field.type === 'integer'
        return (
          <TextField
            key={key}
            name={key}
            label={fieldText(field, 'label')}
            type={numeric ? 'number' : 'text'}
            value={current ?? ''}
            disabled={key === 'rateLimitRequests' || key === 'rateLimitWindow' ? !value.rateLimitEnabled : false}
            onChange={(event) =>
              onChange(key, numeric && event.target.value !== '' ? Number(event.target.value) : event.target.value)
            }
            error={!!errors[key]}
            helperText={errors[key] ?? fieldText(field, 'description')}
            sx={numeric ? { maxWidth: 420 } : undefined}
            slotProps={{
              htmlInput: numeric
                ? { min: field.min, max: field.max, step: 1, inputMode: 'numeric' }
                : { maxLength: field.max },
              input: field.unit
                ? { endAdornment: <InputAdornment position="end">{unitText(field.unit)}</InputAdornment> }
                : undefined,
            }}
          />
        )
      })}
    </Stack>
  )
}
