import TextField from '@mui/material/TextField'
import { FormDialog } from '../../shell/ui/FormDialog'
import { CurrentPasswordField } from '../../shell/ui/CurrentPasswordField'
import { useDialogForm } from '../../shell/hooks'
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
  const { values, field, close, submit, dialog } = useDialogForm(EMPTY, onClose)

  const change = () =>
    submit(
      validate(values),
      async () => {
        await settingsApi.changePassword(values.currentPassword, values.newPassword)
        toast({ title: 'Password Changed', description: 'Your other sessions were signed out.' })
        onChanged()
        close()
      },
      'Failed to change password'
    )

  const newPassword = (key: 'newPassword' | 'confirmPassword', label: string) => (
    <TextField label={label} type="password" autoComplete="new-password" required {...field(key)} />
  )

  return (
    <FormDialog
      open={open}
      title="Change Password"
      submitLabel="Change Password"
      busyLabel="Changing..."
      {...dialog}
      onSubmit={change}
    >
      <CurrentPasswordField label="Current Password" {...field('currentPassword')} />
      {newPassword('newPassword', 'New Password')}
      <PasswordChecklist password={values.newPassword} />
      {newPassword('confirmPassword', 'Confirm New Password')}
    </FormDialog>
  )
}
