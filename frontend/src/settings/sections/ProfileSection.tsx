import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { ROLE_LABELS } from '../../shell/access'
import { useT } from '../../shell/i18n'
import type { ProfileSettings } from '@core/shared'

export interface ProfileDraft {
  name: string
  email: string
}

/** Admins edit name and email; others read them (contact support); moderators see their creator (docs/api/settings.md). */
export function ProfileSection({
  profile,
  draft,
  errors,
  onChange,
}: {
  profile: ProfileSettings
  draft: ProfileDraft
  errors: Partial<Record<keyof ProfileDraft, string>>
  onChange: (draft: ProfileDraft) => void
}) {
  const readOnly = !profile.editable
  const t = useT()
  const field = (key: keyof ProfileDraft, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      name={key}
      value={draft[key]}
      onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
      disabled={readOnly}
      error={!!errors[key]}
      helperText={errors[key] ?? (readOnly ? t('shell.settings.profile.readOnly') : undefined)}
    />
  )
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label={t(ROLE_LABELS[profile.role])}
          size="small"
          color={profile.role === 'ADMIN' ? 'primary' : 'default'}
        />
        {profile.username && (
          <Typography variant="body2" color="text.secondary">
            {t('shell.settings.profile.username', { username: profile.username })}
          </Typography>
        )}
        {profile.role === 'CREATOR' && profile.tiktokUsername && (
          <Typography variant="body2" color="text.secondary">
            {t('shell.settings.profile.tiktok', { username: profile.tiktokUsername })}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('name', t('shell.settings.profile.name'))}
        {field('email', t('shell.settings.profile.email'), 'email')}
      </Stack>
      {profile.role === 'MODERATOR' && (
        <Alert severity="info" icon={false} sx={{ alignItems: 'center' }}>
          <Box>
            <Typography variant="subtitle2">{t('shell.settings.profile.workingFor')}</Typography>
            <Typography variant="body2">
              {profile.creatorName ?? t('shell.settings.profile.unknownCreator')}
              {profile.creatorTiktokUsername && ` · @${profile.creatorTiktokUsername}`}
            </Typography>
          </Box>
        </Alert>
      )}
    </Stack>
  )
}
