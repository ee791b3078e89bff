import { useState } from 'react'
import TextField from '@mui/material/TextField'
import { FormDialog } from '@shell'
import type { AdminAccount, AdminInput } from '../types'
import { adminFormFrom, adminInput, emptyAdminForm, validateAdminForm, type AdminFormValues } from './adminForm'

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
  const [values, setValues] = useState<AdminFormValues>(admin ? adminFormFrom(admin) : emptyAdminForm)
  const [error, setError] = useState<string | null>(null)

  const field = (name: keyof AdminFormValues) => ({
    name,
    value: values[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  })

  function submit() {
    const problem = validateAdminForm(values, editing)
    setError(problem)
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
      <TextField label="Name" autoFocus required {...field('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
      <TextField
        label={editing ? 'New Password (optional)' : 'Password'}
        type="password"
        required={!editing}
        autoComplete="new-password"
        placeholder={editing ? 'Leave empty to keep the current password' : 'Minimum 6 characters'}
        {...field('password')}
      />
    </FormDialog>
  )
}
