import { useState } from 'react'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog } from '../../shell/ui/FormDialog'
import { errorMessage } from '../../shell/api'
import { useToast } from '../../shell/notify'
import { settingsApi } from '../settingsApi'

/** Disable 2FA with the password and a current code (or a recovery code). */
export function TwoFactorDisableDialog({
  open,
  onClose,
  onDisabled,
}: {
  open: boolean
  onClose: () => void
  onDisabled: () => void
}) {
  const toast = useToast()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setPassword('')
    setCode('')
    setError(null)
    onClose()
  }

  async function submit() {
    if (!password || !code.trim()) return setError('Enter your password and a code')
    setBusy(true)
    try {
      await settingsApi.disableTwoFactor(password, code.trim())
      toast({ title: 'Two-Factor Authentication Disabled' })
      onDisabled()
      close()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to disable two-factor authentication'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      title="Disable Two-Factor Authentication"
      submitLabel="Disable 2FA"
      busyLabel="Disabling..."
      busy={busy}
      error={error}
      onClose={close}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        Sign-in will no longer ask for a code. Confirm with your password and a code from your app or a recovery code.
      </Typography>
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={busy}
        required
      />
      <TextField
        label="Authentication Code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        disabled={busy}
        required
        slotProps={{ htmlInput: { maxLength: 6 } }}
      />
    </FormDialog>
  )
}
