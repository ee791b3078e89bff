import { Create, SimpleForm, useRedirect, useTranslate, type RaRecord } from 'react-admin'
import { PageHeader, useToast } from '@shell'
import { AdminOnly } from './AdminOnly'
import { UserFields, userPayload, type UserFormValues } from './UserForm'

/** /users/create: an account of any role, by that role's rules. */
export default function UserCreate() {
  const toast = useToast()
  const redirect = useRedirect()
  const translate = useTranslate()
  return (
    <AdminOnly>
      <PageHeader
        title={translate('admin.users.createUser')}
        back={{ to: '/users', label: translate('admin.users.backToUsers') }}
      />
      <Create
        title={translate('admin.users.createUser')}
        transform={(values: UserFormValues) => userPayload(values, 'create')}
        mutationOptions={{
          onSuccess: (user: RaRecord) => {
            toast({
              title: translate('admin.users.createdTitle'),
              description: translate('admin.users.createdText', { name: user.name }),
            })
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
