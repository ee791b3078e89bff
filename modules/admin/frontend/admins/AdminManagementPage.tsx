import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import AddIcon from '@mui/icons-material/Add'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import SecurityIcon from '@mui/icons-material/Security'
import { useTranslate } from 'react-admin'
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
  const translate = useTranslate()
  const { run, busy } = useAsyncAction()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<AdminAccount | 'new' | null>(null)
  const admins = useQuery({ queryKey: adminKeys.admins, queryFn: adminsApi.list, retry: false })
  const failure = admins.error ? errorMessage(admins.error, translate('admin.admins.fetchFailed')) : null

  useEffect(() => {
    if (failure) toast({ title: translate('admin.admins.errorTitle'), description: failure, variant: 'error' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not on every render's new message
  }, [admins.errorUpdatedAt])

  const all = admins.data ?? []
  const needle = search.trim().toLowerCase()
  const shown = needle ? all.filter((admin) => matches(admin, needle)) : all

  const save = (input: AdminInput) => {
    const outcome =
      editing === 'new' || !editing
        ? run(() => adminsApi.create(input), {
            success: {
              title: translate('admin.admins.createdTitle'),
              description: translate('admin.admins.createdText', { name: input.name }),
            },
            failure: translate('admin.admins.createFailed'),
            invalidate: adminKeys.all,
          })
        : run(() => adminsApi.update(editing.id, input), {
            success: {
              title: translate('admin.admins.updatedTitle'),
              description: translate('admin.admins.updatedText', { name: input.name }),
            },
            failure: translate('admin.admins.updateFailed'),
            invalidate: adminKeys.all,
          })
    return outcome.then((succeeded) => succeeded && setEditing(null))
  }

  const toggleActive = (admin: AdminAccount) =>
    run(() => adminsApi.setActive(admin.id, !admin.isActive), {
      success: {
        title: translate(admin.isActive ? 'admin.admins.deactivatedTitle' : 'admin.admins.activatedTitle'),
        description: admin.name,
      },
      failure: translate('admin.admins.statusFailed'),
      invalidate: adminKeys.all,
    })

  const remove = (admin: AdminAccount) => {
    if (!window.confirm(translate('admin.admins.deleteConfirm', { name: admin.name }))) return
    return run(() => adminsApi.remove(admin.id), {
      success: {
        title: translate('admin.admins.deletedTitle'),
        description: translate('admin.admins.deletedText', { name: admin.name }),
      },
      failure: translate('admin.admins.deleteFailed'),
      invalidate: adminKeys.all,
    })
  }

  return (
    <CardGridPage
      header={{
        title: translate('admin.admins.title'),
        subtitle: translate('admin.admins.subtitle'),
        actions: (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('admin.account.admin.add')}
          </Button>
        ),
      }}
      notice={
        <Alert severity="warning" icon={<SecurityIcon />} sx={{ mb: 3 }}>
          <AlertTitle>{translate('admin.admins.securityTitle')}</AlertTitle>
          {translate('admin.admins.securityText')}
        </Alert>
      }
      stats={{
        columns: { xs: 2, md: 3 },
        loading: admins.isPending,
        cards: [
          { label: translate('admin.admins.totalAdmins'), value: all.length, icon: <AdminPanelSettingsIcon /> },
          {
            label: translate('admin.admins.activeAdmins'),
            value: all.filter((admin) => admin.isActive).length,
            icon: <CheckCircleIcon />,
          },
          {
            label: translate('admin.admins.systemAdmins'),
            value: all.filter((admin) => admin.role === 'ADMIN').length,
            icon: <SecurityIcon />,
          },
        ],
      }}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: translate('admin.admins.searchPlaceholder'),
        label: translate('admin.admins.searchLabel'),
      }}
      failure={
        failure ? { title: translate('admin.admins.loadErrorTitle'), message: failure, onRetry: admins.refetch } : null
      }
      loading={admins.isPending}
      loadingLabel={translate('admin.admins.loading')}
      empty={{
        icon: <AdminPanelSettingsIcon />,
        title: translate('admin.admins.emptyTitle'),
        description: translate('admin.admins.emptyHint'),
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
