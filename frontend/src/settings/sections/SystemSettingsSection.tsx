import Alert from '@mui/material/Alert'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  SYSTEM_SETTING_FIELDS,
  systemSettingValue,
  type SystemSettingKey,
  type SystemSettings,
  type SystemSettingValue,
} from '../../../../modules/settings/shared/settings'
import { SwitchRow } from './SwitchRow'

const DESCRIPTIONS: Partial<Record<SystemSettingKey, string>> = {
  'maintenanceMode': 'Only admins can use the app; everyone else gets a maintenance message.',
  'registrationEnabled': 'When off, only admins can create new accounts.',
  'powerups.defaultExpiry': 'Expiry of a grant that does not set its own.',
  'powerups.maxPowerupsPerPlayer': 'Grants that would go beyond it are refused.',
  'powerups.autoCleanupExpired': 'Remove expired powerups automatically.',
  'sessionTimeout': 'How long a sign-in lasts (applies to new sign-ins).',
  'maxLoginAttempts': 'Failed sign-ins before a 15-minute lockout.',
  'twoFactorRequired': 'Users without two-factor authentication are asked to set it up when they sign in.',
  'rateLimitEnabled': 'Limit how many API requests each user may make per window.',
}

/** The keys each admin section shows (spec 1 §2: General Settings, Security Settings). */
export const GENERAL_KEYS: SystemSettingKey[] = [
  'siteName',
  'maintenanceMode',
  'registrationEnabled',
  'powerups.defaultExpiry',
  'powerups.maxPowerupsPerPlayer',
  'powerups.autoCleanupExpired',
]
export const SECURITY_KEYS: SystemSettingKey[] = [
  'sessionTimeout',
  'maxLoginAttempts',
  'twoFactorRequired',
  'rateLimitEnabled',
  'rateLimitRequests',
  'rateLimitWindow',
]

/** One form control per system setting, typed by the shared field table. */
export function SystemSettingsSection({
  keys,
  value,
  errors,
  onChange,
}: {
  keys: SystemSettingKey[]
  value: SystemSettings
  errors: Partial<Record<SystemSettingKey, string>>
  onChange: (key: SystemSettingKey, value: SystemSettingValue) => void
}) {
  return (
    <Stack spacing={2.5}>
      {keys.map((key) => {
        const field = SYSTEM_SETTING_FIELDS[key]
        const current = systemSettingValue(value, key)
        if (field.kind === 'boolean') {
          return (
            <Stack key={key} spacing={1}>
              <SwitchRow label={field.label} description={DESCRIPTIONS[key]} checked={Boolean(current)} onChange={(checked) => onChange(key, checked)} />
              {key === 'maintenanceMode' && current === true && (
                <Alert severity="warning">Maintenance mode is on: creators and moderators cannot use the app.</Alert>
              )}
            </Stack>
          )
        }
        const numeric = field.kind === 'integer'
        return (
          <TextField
            key={key}
            name={key}
            label={field.label}
            type={numeric ? 'number' : 'text'}
            value={current}
            disabled={key === 'rateLimitRequests' || key === 'rateLimitWindow' ? !value.rateLimitEnabled : false}
            onChange={(event) => onChange(key, numeric && event.target.value !== '' ? Number(event.target.value) : event.target.value)}
            error={!!errors[key]}
            helperText={errors[key] ?? DESCRIPTIONS[key]}
            sx={numeric ? { maxWidth: 420 } : undefined}
            slotProps={{
              htmlInput: numeric ? { min: field.min, max: field.max, step: 1, inputMode: 'numeric' } : { maxLength: field.max },
              input: field.unit ? { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> } : undefined,
            }}
          />
        )
      })}
    </Stack>
  )
}
