import type { AdminAccount, AdminInput } from '../types'
import { AccountFormDialog } from '../ui/AccountFormDialog'
import { adminFieldsToFix, adminFormFrom, adminInput, emptyAdminForm, validateAdminForm } from './adminForm'

/** Add Admin and Edit Admin (docs/api/admin.md). Mounted while open. */
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
  return (
    <AccountFormDialog
      kind="admin"
      editing={editing}
      busy={busy}
      initial={admin ? adminFormFrom(admin) : emptyAdminForm}
      check={(values) => validateAdminForm(values, editing)}
      toFix={(values) => adminFieldsToFix(values, editing)}
      onClose={onClose}
      onSubmit={(values) => onSubmit(adminInput(values))}
    />
  )
}
