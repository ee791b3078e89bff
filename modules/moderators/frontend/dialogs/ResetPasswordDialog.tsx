import { useState } from 'react'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { FormDialog, useToast } from '@shell'
import type { ModeratorDto } from '../../shared/moderators'
import { RESET_PASSWORD_MIN_LENGTH } from '@core/shared'
import { moderatorsApi, useModeratorChange } from '../moderatorsApi'
import { resetPasswordErrors } from '../moderatorForm'

/** Reset Password (docs/api/moderators.md): two matching entries of 6+ characters; activates a PENDING moderator. */
export function ResetPasswordDialog({ moderator, onClose }: { moderator: ModeratorDto; onClose: () => void }) {
  const toast = useToast()
  const translate = useTranslate()
  const { change, busy } = useModeratorChange()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [attempted, setAttempted] = useState(false)
  const errors = resetPasswordErrors(password, confirm)
  const mismatchKey =
    errors.confirm ?? (attempted && confirm !== password ? 'moderators.form.passwordMismatch' : undefined)
  const mismatch = mismatchKey && translate(mismatchKey)

  async function submit() {
    if (!password)
      return toast({
        title: translate('moderators.reset.passwordRequired'),
        description: translate('moderators.reset.passwordRequiredText'),
        variant: 'error',
      })
    if (password.length < RESET_PASSWORD_MIN_LENGTH) {
      return toast({
        title: translate('moderators.reset.tooShortTitle'),
        description: translate('moderators.form.passwordTooShort'),
        variant: 'error',
      })
    }
    setAttempted(true)
    if (confirm !== password) return
    const done = await change(() => moderatorsApi.resetPassword(moderator.id, password), {
      success: {
        title: translate('moderators.reset.doneTitle'),
        description: translate(
          moderator.status === 'PENDING' ? 'moderators.reset.activated' : 'moderators.reset.changed',
          { name: moderator.displayName }
        ),
      },
      failure: translate('moderators.reset.failed'),
    })
    if (done) onClose()
  }

  return (
    <FormDialog
      title={translate('moderators.reset.title')}
      submitLabel={translate('moderators.reset.submit')}
      busyLabel={translate('moderators.reset.busy')}
      busy={busy}
      submitDisabled={!!errors.password || !!mismatch}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('moderators.reset.intro', {
          name: moderator.displayName,
          handle: moderator.tiktokUsername,
          username: moderator.username,
        })}
      </Typography>
      <TextField
        label={translate('moderators.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={!!errors.password}
        helperText={translate(errors.password ?? 'moderators.reset.atLeast', { count: RESET_PASSWORD_MIN_LENGTH })}
        disabled={busy}
        fullWidth
      />
      <TextField
        label={translate('moderators.reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={!!mismatch}
        helperText={mismatch}
        disabled={busy}
        fullWidth
      />
    </FormDialog>
  )
}
