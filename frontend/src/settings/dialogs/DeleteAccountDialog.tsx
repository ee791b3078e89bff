import Alert from '@mui/material/Alert'
import { useNavigate } from 'react-admin'
import { FormDialog } from '../../shell/ui/FormDialog'
import { CurrentPasswordField } from '../../shell/ui/CurrentPasswordField'
import { useDialogForm } from '../../shell/hooks'
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
  const { values, field, submit, dialog } = useDialogForm({ password: '' }, onClose)

  const deleteAccount = () =>
    submit(
      values.password ? null : 'Enter your password to confirm',
      async () => {
        await settingsApi.deleteAccount(values.password)
        toast({ title: 'Account Deleted', description: 'Your account has been deactivated.' })
        await session.signOut()
        navigate('/signin', { replace: true })
      },
      'Failed to delete account'
    )

  return (
    <FormDialog
      open={open}
      title="Delete Account"
      submitLabel="Delete Account"
      busyLabel="Deleting..."
      {...dialog}
      onSubmit={deleteAccount}
    >
      <Alert severity="error">{CONSEQUENCES[role]}</Alert>
      <CurrentPasswordField {...field('password')} />
    </FormDialog>
  )
}
