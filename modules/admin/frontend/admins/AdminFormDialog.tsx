import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormDialog, useFormValues } from '@shell'
import type { AdminAccount, AdminInput } from '../types'
import { AccountPasswordField } from '../ui/AccountPasswordField'
import { adminFieldsToFix, adminFormFrom, adminInput, emptyAdminForm, validateAdminForm } from './adminForm'

/** Add Admin and Edit Admin (spec 2 §2, §5). Mounted while open. */
export function AdminFormDialog({
  admin,
  busy,
  onClose,
  onSubmit,
}: {
  admin?: AdminAccount
  busy: boolean
  onClose: () => void
  onSubmit: (input: AdminInput) => void
}) {
  const editing = !!admin
  const { values, field } = useFormValues(admin ? adminFormFrom(admin) : emptyAdminForm, busy)
  const [error, setError] = useState<string | null>(null)
  const [toFix, setToFix] = useState<string[]>([])
  const marked = (name: string) => ({ error: toFix.includes(name) })

  function submit() {
    const problem = validateAdminForm(values, editing)
    setError(problem)
    setToFix(problem ? adminFieldsToFix(values, editing) : [])
    if (!problem) onSubmit(adminInput(values))
  }

  return (
    <FormDialog
      open
      title={editing ? 'Edit Admin' : 'Add Admin'}
      submitLabel={editing ? 'Save Changes' : 'Add Admin'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Name" autoFocus required {...field('name')} {...marked('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...field('email')} {...marked('email')} />
      <AccountPasswordField editing={editing} {...field('password')} {...marked('password')} />
    </FormDialog>
  )
}
