import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { BooleanField, DataTable, List, SearchInput, SimpleList } from 'react-admin'
import { formatDate, PageHeader } from '@shell'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

interface Account {
  id: number
  name: string
  email: string
  tiktokUsername?: string | null
  isActive: boolean
  createdAt: string
  lastLoginAt: string | null
}

/** Back-office table of one kind of account, from the `creators` or `admins` resource. */
function AccountList({ title, subtitle, withTiktok }: { title: string; subtitle: string; withTiktok: boolean }) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <List title={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
        {phone ? (
          <SimpleList<Account>
            primaryText={(account) => account.name}
            secondaryText={(account) => account.email}
            tertiaryText={(account) => (account.isActive ? 'Active' : 'Inactive')}
            linkType={false}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
            {withTiktok && (
              <DataTable.Col
                source="tiktokUsername"
                label="TikTok"
                disableSort
                render={(account: Account) => (account.tiktokUsername ? `@${account.tiktokUsername}` : '')}
              />
            )}
            <DataTable.Col source="isActive" label="Active" field={BooleanField} disableSort />
            <DataTable.Col source="createdAt" label="Created" render={(account: Account) => formatDate(account.createdAt)} />
            <DataTable.Col source="lastLoginAt" label="Last login" render={(account: Account) => formatDate(account.lastLoginAt)} />
          </DataTable>
        )}
      </List>
    </>
  )
}

export const CreatorList = () => <AccountList title="Creators" subtitle="Every creator account" withTiktok />

export const AdminList = () => <AccountList title="Admins" subtitle="Every admin account" withTiktok={false} />
