import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import { useTranslate } from 'react-admin'
import { passwordStrength, type PasswordStrengthLabel } from '@core/shared'

const COLORS: Record<PasswordStrengthLabel, 'error' | 'warning' | 'info' | 'success'> = {
  Weak: 'error',
  Fair: 'warning',
  Good: 'info',
  Strong: 'success',
}

/** Four checks worth 25 points each; Weak, Fair, Good, Strong (docs/api/moderators.md). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const translate = useTranslate()
  const { score, label, checks } = passwordStrength(password)
  return (
    <Box aria-live="polite">
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {translate('moderators.strength.title')}
        </Typography>
        <Typography
          variant="caption"
          color={`${COLORS[label]}.main`}
          sx={{ fontWeight: 700 }}
          data-testid="password-strength"
        >
          {translate(`moderators.strength.${label}`)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={score}
        color={COLORS[label]}
        aria-label={translate('moderators.strength.ariaLabel', { strength: translate(`moderators.strength.${label}`) })}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
        }}
      >
        {checks.map((check) => (
          <Box component="li" key={check.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {check.passed ? (
              <CheckCircleIcon fontSize="small" color="success" titleAccess={translate('moderators.strength.met')} />
            ) : (
              <RadioButtonUncheckedIcon
                fontSize="small"
                color="disabled"
                titleAccess={translate('moderators.strength.notMet')}
              />
            )}
            <Typography variant="caption" color={check.passed ? 'text.primary' : 'text.secondary'}>
              {translate(`moderators.strength.checks.${check.id}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
