import { useState } from 'react'
import Alert from '@mui/material/Alert'
import TextField from '@mui/material/TextField'
import { useNavigate } from 'react-admin'
import { FormDialog } from '../../shell/ui/FormDialog'
import { errorMessage } from '../../shell/api'
import { useToast } from '../../shell/notify'
import { session } from '../../shell/session'
import type { Role } from '../../shell/manifest'
import { settingsApi } from '../settingsApi'

const CONSEQUENCES: Partial<Record<Role, string>> = {
  CREATOR:
    'Your account is deactivated and you are signed out everywhere. Your players, powerups and history are kept for the administrators, and your moderators lose access.',
  MODERATOR:
    'Your account is deactivated and you are signed out everywhere. The creator you work for keeps their data.',
}

/** Delete Account: a confirmation with the password, then the account is deactivated and signed out. */
export function DeleteAccountDialog({ open, role, onClose }: { open: boolean; role: Role; onClose: () => void }) {
  const toast = useToast()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setPassword('')
    setError(null)
    onClose()
  }

  async function submit() {
    if (!password) return setError('Enter your password to confirm')
    setBusy(true)
    try {
      await settingsApi.deleteAccount(password)
      toast({ title: 'Account Deleted', description: 'Your account has been deactivated.' })
      await session.signOut()
      navigate('/signin', { replace: true })
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to delete account'))
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      title="Delete Account"
      submitLabel="Delete Account"
      busyLabel="Deleting..."
      busy={busy}
      error={error}
      onClose={close}
      onSubmit={submit}
    >
      <Alert severity="error">{CONSEQUENCES[role]}</Alert>
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
    </FormDialog>
  )
}
