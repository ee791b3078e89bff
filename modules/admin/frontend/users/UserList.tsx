import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  CreateButton,
  DeleteWithConfirmButton,
  EditButton,
  ListBase,
  Pagination,
  RecordContextProvider,
  useListContext,
  useTranslate,
} from 'react-admin'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import GroupsIcon from '@mui/icons-material/Groups'
import PeopleIcon from '@mui/icons-material/People'
import ShieldIcon from '@mui/icons-material/Shield'
import {
  EmptyState,
  ErrorPanel,
  errorMessage,
  formatDate,
  LoadingState,
  PageHeader,
  ROLE_LABELS,
  ROLES,
  SearchField,
  StatCard,
  useSession,
} from '@shell'
import type { UserAccountDto } from '../../shared/users'
import { AdminOnly } from './AdminOnly'
import { RoleBadge } from './RoleBadge'
import { userCounts } from './usersApi'

/** /users (docs/api/admin.md: 'User Management'): every account, newest first, 10 per page. */
export default function UserList() {
  return (
    <AdminOnly>
      <ListBase sort={{ field: 'createdAt', order: 'DESC' }} perPage={10}>
        <UserListView />
      </ListBase>
    </AdminOnly>
  )
}

function UserListView() {
  const { data, total, isPending, error, filterValues, setFilters, refetch } = useListContext<UserAccountDto>()
  const translate = useTranslate()
  const [search, setSearch] = useState<string>(filterValues.q ?? '')
  const query = typeof filterValues.q === 'string' ? filterValues.q : undefined
  // The cards follow the search and refresh whenever the list's total changes (a create or delete).
  const counts = useQuery({
    queryKey: ['admin', 'users', 'counts', query ?? '', total],
    queryFn: () => userCounts(query),
  })

  const filterBy = (key: 'q' | 'role', value: string) => {
    const { [key]: _dropped, ...others } = filterValues
    setFilters(value ? { ...others, [key]: value } : others)
  }

  return (
    <Box>
      <PageHeader
        title={translate('admin.users.title')}
        subtitle={translate('admin.users.subtitle')}
        actions={<CreateButton variant="contained" label={translate('admin.users.createUser')} />}
      />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}>
        <StatCard
          label={translate('admin.users.totalUsers')}
          value={counts.data?.total ?? '–'}
          icon={<PeopleIcon />}
          loading={counts.isPending}
        />
        <StatCard
          label={translate('admin.users.creators')}
          value={counts.data?.creators ?? '–'}
          icon={<GroupsIcon />}
          loading={counts.isPending}
        />
        <StatCard
          label={translate('admin.users.moderators')}
          value={counts.data?.moderators ?? '–'}
          icon={<ShieldIcon />}
          loading={counts.isPending}
        />
        <StatCard
          label={translate('admin.users.admins')}
          value={counts.data?.admins ?? '–'}
          icon={<AdminPanelSettingsIcon />}
          loading={counts.isPending}
        />
      </Box>

      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 200px' },
          '& .MuiTextField-root': { width: '100%', mb: 3 },
        }}
      >
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value)
            filterBy('q', value.trim())
          }}
          placeholder={translate('admin.users.searchPlaceholder')}
          label={translate('admin.users.searchLabel')}
        />
        <TextField
          select
          label={translate('admin.users.form.role')}
          value={filterValues.role ?? ''}
          onChange={(event) => filterBy('role', event.target.value)}
        >
          <MenuItem value="">{translate('admin.users.allRoles')}</MenuItem>
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {translate(ROLE_LABELS[role])}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {error ? (
        <ErrorPanel
          title={translate('admin.users.loadErrorTitle')}
          message={errorMessage(error, translate('admin.users.fetchFailed'))}
          onRetry={refetch}
        />
      ) : isPending ? (
        <LoadingState label={translate('admin.users.loading')} />
      ) : !data?.length ? (
        <EmptyState
          icon={<PeopleIcon />}
          title={translate('admin.users.emptyTitle')}
          description={translate('admin.users.emptyHint')}
        />
      ) : (
        <Card>
          {data.map((user) => (
            <RecordContextProvider key={user.id} value={user}>
              <UserRow user={user} />
            </RecordContextProvider>
          ))}
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </Card>
      )}
    </Box>
  )
}

function UserRow({ user }: { user: UserAccountDto }) {
  // The signed-in admin cannot delete their own account (the server refuses it): no button to try.
  const isSelf = useSession().user?.id === user.id
  const translate = useTranslate()
  return (
    <Box
      data-testid="user-row"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
        {user.name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {user.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {translate('admin.users.joined', { date: formatDate(user.createdAt) })}
      </Typography>
      <RoleBadge role={user.role} />
      <Box sx={{ display: 'flex', gap: 1, ml: { xs: 0, md: 'auto' } }}>
        <EditButton label={translate('admin.users.edit')} />
        <DeleteWithConfirmButton
          label={translate('admin.users.delete')}
          disabled={isSelf}
          mutationMode="pessimistic"
          confirmTitle={translate('admin.users.deleteConfirm', { name: user.name })}
          confirmContent={translate(
            user.role === 'MODERATOR' ? 'admin.users.deleteModeratorText' : 'admin.users.deleteAccountText'
          )}
        />
      </Box>
    </Box>
  )
}
