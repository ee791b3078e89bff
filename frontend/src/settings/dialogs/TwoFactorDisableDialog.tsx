import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog } from '../../shell/ui/FormDialog'
import { CurrentPasswordField } from '../../shell/ui/CurrentPasswordField'
import { useDialogForm } from '../../shell/hooks'
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
  const { values, field, close, submit, dialog } = useDialogForm({ password: '', code: '' }, onClose)

  const disable = () =>
    submit(
      values.password && values.code.trim() ? null : 'Enter your password and a code',
      async () => {
        await settingsApi.disableTwoFactor(values.password, values.code.trim())
        toast({ title: 'Two-Factor Authentication Disabled' })
        onDisabled()
        close()
      },
      'Failed to disable two-factor authentication'
    )

  return (
    <FormDialog
      open={open}
      title="Disable Two-Factor Authentication"
      submitLabel="Disable 2FA"
      busyLabel="Disabling..."
      {...dialog}
      onSubmit={disable}
    >
      <Typography variant="body2" color="text.secondary">
        Sign-in will no longer ask for a code. Confirm with your password and a code from your app or a recovery code.
      </Typography>
      <CurrentPasswordField {...field('password')} />
      <TextField
        label="Authentication Code"
        autoComplete="one-time-code"
        required
        slotProps={{ htmlInput: { maxLength: 6 } }}
        {...field('code')}
      />
    </FormDialog>
  )
}
