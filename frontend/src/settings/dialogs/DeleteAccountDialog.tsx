import Alert from '@mui/material/Alert'
import { useNavigate } from 'react-admin'
import { FormDialog } from '../../shell/ui/FormDialog'
import { CurrentPasswordField } from '../../shell/ui/CurrentPasswordField'
import { useDialogForm } from '../../shell/hooks'
import { useT } from '../../shell/i18n'
import { useToast } from '../../shell/notify'
import { session } from '../../shell/session'
import type { Role } from '../../shell/manifest'
import { settingsApi } from '../settingsApi'

const CONSEQUENCES: Partial<Record<Role, string>> = {
  CREATOR: 'shell.settings.deleteAccount.consequencesCreator',
  MODERATOR: 'shell.settings.deleteAccount.consequencesModerator',
}

/** Delete Account: a confirmation with the password, then the account is deactivated and signed out. */
export function DeleteAccountDialog({ open, role, onClose }: { open: boolean; role: Role; onClose: () => void }) {
  const toast = useToast()
  const t = useT()
  const navigate = useNavigate()
  const { values, field, submit, dialog } = useDialogForm({ password: '' }, onClose)

  const deleteAccount = () =>
    submit(
      values.password ? null : t('shell.settings.deleteAccount.passwordRequired'),
      async () => {
        await settingsApi.deleteAccount(values.password)
        toast({
          title: t('shell.settings.deleteAccount.deletedTitle'),
          description: t('shell.settings.deleteAccount.deleted'),
        })
        await session.signOut()
        navigate('/signin', { replace: true })
      },
      t('shell.settings.deleteAccount.failed')
    )

  return (
    <FormDialog
      open={open}
      title={t('shell.settings.danger.deleteAccount')}
      submitLabel={t('shell.settings.danger.deleteAccount')}
      busyLabel={t('shell.settings.deleteAccount.deleting')}
      {...dialog}
      onSubmit={deleteAccount}
    >
      {CONSEQUENCES[role] && <Alert severity="error">{t(CONSEQUENCES[role])}</Alert>}
      <CurrentPasswordField {...field('password')} />
    </FormDialog>
  )
}
