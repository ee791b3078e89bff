import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import KeyIcon from '@mui/icons-material/Key'
import ShieldIcon from '@mui/icons-material/Shield'
import type { AccountSecurity } from '@core/shared'
import { useT } from '../../shell/i18n'
import { lastChangedText } from '../settingsForm'

const STRENGTH_COLOR = { Weak: 'error', Fair: 'warning', Good: 'info', Strong: 'success' } as const

/** Password and two-factor state from real data, with Change Password and Enable/Disable 2FA. */
export function AccountSecuritySection({
  security,
  disabled,
  onChangePassword,
  onEnableTwoFactor,
  onDisableTwoFactor,
}: {
  security: AccountSecurity
  disabled?: boolean
  onChangePassword: () => void
  onEnableTwoFactor: () => void
  onDisableTwoFactor: () => void
}) {
  const t = useT()
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1">{t('shell.settings.security.password')}</Typography>
            {security.passwordStrength && (
              <Chip
                size="small"
                label={t(`shell.settings.security.strength.${security.passwordStrength.toLowerCase()}`)}
                color={STRENGTH_COLOR[security.passwordStrength]}
                variant="outlined"
              />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {lastChangedText(security.passwordChangedAt)}
          </Typography>
        </Stack>
        <Button variant="outlined" startIcon={<KeyIcon />} onClick={onChangePassword} disabled={disabled}>
          {t('shell.settings.security.changePassword')}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1">{t('shell.settings.security.twoFactor')}</Typography>
            <Chip
              size="small"
              label={t(
                security.twoFactorEnabled ? 'shell.settings.security.enabled' : 'shell.settings.security.disabled'
              )}
              color={security.twoFactorEnabled ? 'success' : 'default'}
              variant="outlined"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {security.twoFactorEnabled
              ? t('shell.settings.security.twoFactorOn', { smart_count: security.recoveryCodesLeft })
              : t('shell.settings.security.twoFactorOff')}
          </Typography>
        </Stack>
        {security.twoFactorEnabled ? (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<ShieldIcon />}
            onClick={onDisableTwoFactor}
            disabled={disabled}
          >
            {t('shell.settings.security.disableTwoFactor')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<ShieldIcon />} onClick={onEnableTwoFactor} disabled={disabled}>
            {t('shell.settings.security.enableTwoFactor')}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
