import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import AddIcon from '@mui/icons-material/Add'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import SecurityIcon from '@mui/icons-material/Security'
import { CardGridPage, errorMessage, useAsyncAction, useSession, useToast } from '@shell'
import { adminKeys, adminsApi } from '../adminApi'
import type { AdminAccount, AdminInput } from '../types'
import { AdminCard } from './AdminCard'
import { AdminFormDialog } from './AdminFormDialog'

const matches = (admin: AdminAccount, needle: string) =>
  [admin.name, admin.email, admin.role].some((value) => value.toLowerCase().includes(needle))

/** /admin/management (docs/api/admin.md). */
export default function AdminManagementPage() {
  const { user } = useSession()
  const toast = useToast()
  const { run, busy } = useAsyncAction()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<AdminAccount | 'new' | null>(null)
  const admins = useQuery({ queryKey: adminKeys.admins, queryFn: adminsApi.list, retry: false })
  const failure = admins.error ? errorMessage(admins.error, 'Failed to fetch admin users') : null

  useEffect(() => {
    if (failure) toast({ title: 'Error', description: failure, variant: 'error' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not on every render's new message
  }, [admins.errorUpdatedAt])

  const all = admins.data ?? []
  const needle = search.trim().toLowerCase()
  const shown = needle ? all.filter((admin) => matches(admin, needle)) : all

  const save = (input: AdminInput) => {
    const outcome =
      editing === 'new' || !editing
        ? run(() => adminsApi.create(input), {
            success: { title: 'Admin Created', description: `${input.name} is now an admin.` },
            failure: 'Failed to create admin',
            invalidate: adminKeys.all,
          })
        : run(() => adminsApi.update(editing.id, input), {
            success: { title: 'Admin Updated', description: `${input.name} has been updated.` },
            failure: 'Failed to update admin',
            invalidate: adminKeys.all,
          })
    return outcome.then((succeeded) => succeeded && setEditing(null))
  }

  const toggleActive = (admin: AdminAccount) =>
    run(() => adminsApi.setActive(admin.id, !admin.isActive), {
      success: { title: admin.isActive ? 'Admin Deactivated' : 'Admin Activated', description: admin.name },
      failure: 'Failed to update admin status',
      invalidate: adminKeys.all,
    })

  const remove = (admin: AdminAccount) => {
    if (!window.confirm(`Are you sure you want to delete the admin ${admin.name}? This cannot be undone.`)) return
    return run(() => adminsApi.remove(admin.id), {
      success: { title: 'Admin Deleted', description: `${admin.name} has been deleted.` },
      failure: 'Failed to delete admin',
      invalidate: adminKeys.all,
    })
  }

  return (
    <CardGridPage
      header={{
        title: 'Admin Management',
        subtitle: 'Manage the administrators of Powerdeck',
        actions: (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add Admin
          </Button>
        ),
      }}
      notice={
        <Alert severity="warning" icon={<SecurityIcon />} sx={{ mb: 3 }}>
          <AlertTitle>Security notice</AlertTitle>
          Admins have full access to every creator, moderator and setting. Keep at least one active admin: deleting the
          last admin locks everyone out of the back office.
        </Alert>
      }
      stats={{
        columns: { xs: 2, md: 3 },
        loading: admins.isPending,
        cards: [
          { label: 'Total Admins', value: all.length, icon: <AdminPanelSettingsIcon /> },
          {
            label: 'Active Admins',
            value: all.filter((admin) => admin.isActive).length,
            icon: <CheckCircleIcon />,
          },
          {
            label: 'System Admins',
            value: all.filter((admin) => admin.role === 'ADMIN').length,
            icon: <SecurityIcon />,
          },
        ],
      }}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: 'Search by name, email or role...',
        label: 'Search admins',
      }}
      failure={failure ? { title: 'Error Loading Admins', message: failure, onRetry: admins.refetch } : null}
      loading={admins.isPending}
      loadingLabel="Loading admins..."
      empty={{
        icon: <AdminPanelSettingsIcon />,
        title: 'No admins found',
        description: 'Try another name, email or role.',
      }}
      items={shown}
      card={(admin) => (
        <AdminCard
          key={admin.id}
          admin={admin}
          isSelf={admin.id === user?.id}
          busy={busy}
          onEdit={() => setEditing(admin)}
          onToggleActive={() => toggleActive(admin)}
          onDelete={() => remove(admin)}
        />
      )}
    >
      {editing && (
        <AdminFormDialog
          admin={editing === 'new' ? undefined : editing}
          busy={busy}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      )}
    </CardGridPage>
  )
}
