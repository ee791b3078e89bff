import { useState } from 'react'
import TextField from '@mui/material/TextField'
import { FormDialog } from '../../shell/ui/FormDialog'
import { errorMessage } from '../../shell/api'
import { useToast } from '../../shell/notify'
import { INVALID_PASSWORD, isStrongPassword } from '@core/shared'
import { settingsApi } from '../settingsApi'
import { PasswordChecklist } from './PasswordChecklist'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

function validate(form: typeof EMPTY): string | null {
  if (!form.currentPassword) return 'Current password is required'
  if (!isStrongPassword(form.newPassword)) return INVALID_PASSWORD
  if (form.newPassword !== form.confirmPassword) return 'Passwords do not match'
  return null
}

/** Current + new password; the server keeps this session and signs out every other one. */
export function ChangePasswordDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean
  onClose: () => void
  onChanged: () => void
}) {
  const toast = useToast()
  const [form, setForm] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setForm(EMPTY)
    setError(null)
    onClose()
  }

  async function submit() {
    const problem = validate(form)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await settingsApi.changePassword(form.currentPassword, form.newPassword)
      toast({ title: 'Password Changed', description: 'Your other sessions were signed out.' })
      onChanged()
      close()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to change password'))
    } finally {
      setBusy(false)
    }
  }

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={key}
      type="password"
      autoComplete={autoComplete}
      value={form[key]}
      onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.value }))}
      disabled={busy}
      required
    />
  )

  return (
    <FormDialog
      open={open}
      title="Change Password"
      submitLabel="Change Password"
      busyLabel="Changing..."
      busy={busy}
      error={error}
      onClose={close}
      onSubmit={submit}
    >
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password')}
      <PasswordChecklist password={form.newPassword} />
      {field('confirmPassword', 'Confirm New Password', 'new-password')}
    </FormDialog>
  )
}
