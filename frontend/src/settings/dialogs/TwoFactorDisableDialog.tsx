import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog } from '../../shell/ui/FormDialog'
import { CurrentPasswordField } from '../../shell/ui/CurrentPasswordField'
import { useDialogForm } from '../../shell/hooks'
import { useT } from '../../shell/i18n'
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
  const t = useT()
  const { values, field, close, submit, dialog } = useDialogForm({ password: '', code: '' }, onClose)

  const disable = () =>
    submit(
      values.password && values.code.trim() ? null : t('shell.settings.twoFactor.disableRequired'),
      async () => {
        await settingsApi.disableTwoFactor(values.password, values.code.trim())
        toast({ title: t('shell.settings.twoFactor.disabledTitle') })
        onDisabled()
        close()
      },
      t('shell.settings.twoFactor.disableFailed')
    )

  return (
    <FormDialog
      open={open}
      title={t('shell.settings.twoFactor.disableTitle')}
      submitLabel={t('shell.settings.security.disableTwoFactor')}
      busyLabel={t('shell.settings.twoFactor.disabling')}
      {...dialog}
      onSubmit={disable}
    >
      <Typography variant="body2" color="text.secondary">
        {t('shell.settings.twoFactor.disableHint')}
      </Typography>
      <CurrentPasswordField {...field('password')} />
      <TextField
        label={t('shell.settings.twoFactor.code')}
        autoComplete="one-time-code"
        required
        slotProps={{ htmlInput: { maxLength: 6 } }}
        {...field('code')}
      />
    </FormDialog>
  )
}
