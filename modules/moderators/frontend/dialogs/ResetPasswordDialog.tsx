import { useState } from 'react'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog, useToast } from '@shell'
import type { ModeratorDto } from '../../shared/moderators'
import { RESET_PASSWORD_MIN_LENGTH, RESET_PASSWORD_TOO_SHORT } from '@core/shared'
import { moderatorsApi, useModeratorChange } from '../moderatorsApi'
import { resetPasswordErrors } from '../moderatorForm'

/** Reset Password (docs/api/moderators.md): two matching entries of 6+ characters; activates a PENDING moderator. */
export function ResetPasswordDialog({ moderator, onClose }: { moderator: ModeratorDto; onClose: () => void }) {
  const toast = useToast()
  const { change, busy } = useModeratorChange()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [attempted, setAttempted] = useState(false)
  const errors = resetPasswordErrors(password, confirm)
  const mismatch = errors.confirm ?? (attempted && confirm !== password ? 'Passwords do not match' : undefined)

  async function submit() {
    if (!password)
      return toast({ title: 'Password Required', description: 'Enter the new password twice.', variant: 'error' })
    if (password.length < RESET_PASSWORD_MIN_LENGTH) {
      return toast({ title: 'Password Too Short', description: RESET_PASSWORD_TOO_SHORT, variant: 'error' })
    }
    setAttempted(true)
    if (confirm !== password) return
    const done = await change(() => moderatorsApi.resetPassword(moderator.id, password), {
      success: {
        title: 'Password Reset',
        description:
          moderator.status === 'PENDING'
            ? `${moderator.displayName} is now active and can sign in.`
            : `${moderator.displayName}'s password has been changed.`,
      },
      failure: 'Failed to reset password.',
    })
    if (done) onClose()
  }

  return (
    <FormDialog
      title="Reset Password"
      submitLabel="Reset Password"
      busyLabel="Resetting..."
      busy={busy}
      submitDisabled={!!errors.password || !!mismatch}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        Set a new password for {moderator.displayName} (@{moderator.tiktokUsername}). They sign in with the username{' '}
        <strong>{moderator.username}</strong>; their current sessions end.
      </Typography>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={!!errors.password}
        helperText={errors.password ?? `At least ${RESET_PASSWORD_MIN_LENGTH} characters`}
        disabled={busy}
        fullWidth
      />
      <TextField
        label="Confirm Password"
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
