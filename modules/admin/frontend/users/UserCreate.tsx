import { Create, SimpleForm, useRedirect, type RaRecord } from 'react-admin'
import { PageHeader, useToast } from '@shell'
import { USERS_TEXTS } from '../../shared/users'
import { AdminOnly } from './AdminOnly'
import { UserFields, userPayload, type UserFormValues } from './UserForm'

/** /users/create: an account of any role, by that role's rules. */
export default function UserCreate() {
  const toast = useToast()
  const redirect = useRedirect()
  return (
    <AdminOnly>
      <PageHeader title={USERS_TEXTS.createUser} back={{ to: '/users', label: 'Back to Users' }} />
      <Create
        title={USERS_TEXTS.createUser}
        transform={(values: UserFormValues) => userPayload(values, 'create')}
        mutationOptions={{
          onSuccess: (user: RaRecord) => {
            toast({ title: 'User Created', description: `${user.name} can now sign in.` })
            redirect('list', 'users')
          },
        }}
      >
        <SimpleForm defaultValues={{ role: 'CREATOR', permissions: ['grant_powerups', 'use_powerups'] }}>
          <UserFields mode="create" />
        </SimpleForm>
      </Create>
    </AdminOnly>
  )
}
