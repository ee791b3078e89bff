import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import { passwordStrength } from '@core/shared'
import { useT } from '../../shell/i18n'

const COLOR = { Weak: 'error', Fair: 'warning', Good: 'info', Strong: 'success' } as const

/** The four password checks (25 points each, docs/api/settings.md) and the strength label, as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const strength = passwordStrength(password)
  const t = useT()
  return (
    <Stack spacing={1} aria-live="polite">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={strength.score}
          color={COLOR[strength.label]}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <Typography variant="caption" sx={{ minWidth: 48 }}>
          {t(`shell.settings.security.strength.${strength.label.toLowerCase()}`)}
        </Typography>
      </Stack>
      {strength.checks.map((check) => (
        <Stack key={check.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {check.passed ? (
            <CheckCircleIcon fontSize="small" color="success" />
          ) : (
            <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
          )}
          <Typography variant="body2" color={check.passed ? 'text.primary' : 'text.secondary'}>
            {t(`shell.settings.password.checks.${check.id}`)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  )
}
