import { useMemo } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import DarkModeIcon from '@mui/icons-material/DarkMode'
import LightModeIcon from '@mui/icons-material/LightMode'
import { LANGUAGES, type PreferenceSettings, type Theme } from '@core/shared'
import { intlLocale } from '../../shell/format'
import { useT } from '../../shell/i18n'
import { timeZones } from '../settingsForm'

function localTimeIn(timeZone: string) {
  return new Intl.DateTimeFormat(intlLocale(), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date())
}

/** Theme (applied at once by the page), language (each named in itself) and the time zone used for displayed times. */
export function PreferencesSection({
  value,
  disabled,
  onChange,
}: {
  value: PreferenceSettings
  disabled?: boolean
  onChange: (value: PreferenceSettings) => void
}) {
  const zones = useMemo(() => timeZones(), [])
  const t = useT()
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary" id="settings-theme-label">
          {t('shell.settings.preferences.theme')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="settings-theme-label"
          value={value.theme}
          disabled={disabled}
          onChange={(_event, theme: Theme | null) => theme && onChange({ ...value, theme })}
          size="small"
        >
          <ToggleButton value="dark" aria-label={t('shell.settings.preferences.darkTheme')} sx={{ px: 2, gap: 1 }}>
            <DarkModeIcon fontSize="small" /> {t('shell.settings.preferences.dark')}
          </ToggleButton>
          <ToggleButton value="light" aria-label={t('shell.settings.preferences.lightTheme')} sx={{ px: 2, gap: 1 }}>
            <LightModeIcon fontSize="small" /> {t('shell.settings.preferences.light')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('shell.language.label')}
          name="language"
          value={value.language}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, language: event.target.value as PreferenceSettings['language'] })}
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language.code} value={language.code} lang={language.code}>
              {language.label}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          fullWidth
          size="small"
          options={zones}
          value={value.timezone}
          disableClearable
          disabled={disabled}
          onChange={(_event, timezone) => onChange({ ...value, timezone })}
          renderInput={(params) => (
            <TextField
              {...params}
              margin="none"
              label={t('shell.settings.preferences.timeZone')}
              name="timezone"
              helperText={t('shell.settings.preferences.timeZoneHint', { time: localTimeIn(value.timezone) })}
            />
          )}
        />
      </Stack>
    </Stack>
  )
}
