import TextField from '@mui/material/TextField'
import { FormDialog } from '../../shell/ui/FormDialog'
import { CurrentPasswordField } from '../../shell/ui/CurrentPasswordField'
import { useDialogForm } from '../../shell/hooks'
import { useT, type Translate } from '../../shell/i18n'
import { useToast } from '../../shell/notify'
import { isStrongPassword } from '@core/shared'
import { settingsApi } from '../settingsApi'
import { PasswordChecklist } from './PasswordChecklist'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

function validate(form: typeof EMPTY, t: Translate): string | null {
  if (!form.currentPassword) return t('shell.settings.password.currentRequired')
  if (!isStrongPassword(form.newPassword)) return t('shell.settings.password.invalid')
  if (form.newPassword !== form.confirmPassword) return t('shell.settings.password.mismatch')
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
  const t = useT()
  const { values, field, close, submit, dialog } = useDialogForm(EMPTY, onClose)

  const change = () =>
    submit(
      validate(values, t),
      async () => {
        await settingsApi.changePassword(values.currentPassword, values.newPassword)
        toast({ title: t('shell.settings.password.changedTitle'), description: t('shell.settings.password.changed') })
        onChanged()
        close()
      },
      t('shell.settings.password.changeFailed')
    )

  const newPassword = (key: 'newPassword' | 'confirmPassword', label: string) => (
    <TextField label={label} type="password" autoComplete="new-password" required {...field(key)} />
  )

  return (
    <FormDialog
      open={open}
      title={t('shell.settings.password.title')}
      submitLabel={t('shell.settings.password.title')}
      busyLabel={t('shell.settings.password.changing')}
      {...dialog}
      onSubmit={change}
    >
      <CurrentPasswordField label={t('shell.settings.password.current')} {...field('currentPassword')} />
      {newPassword('newPassword', t('shell.settings.password.new'))}
      <PasswordChecklist password={values.newPassword} />
      {newPassword('confirmPassword', t('shell.settings.password.confirm'))}
    </FormDialog>
  )
}
