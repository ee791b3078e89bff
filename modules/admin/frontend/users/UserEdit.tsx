import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { PageHeader, useSession, useToast } from '@shell'
import { AdminOnly } from './AdminOnly'
import { UserFields, userPayload, type UserFormValues } from './UserForm'

function EditToolbar() {
  // The signed-in admin cannot delete their own account (the server refuses it).
  const isSelf = useSession().user?.id === useRecordContext()?.id
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" disabled={isSelf} />
    </Toolbar>
  )
}

/** /users/{id}: name, email, TikTok username, active or not, a new password; the role stays. */
export default function UserEdit() {
  const toast = useToast()
  const redirect = useRedirect()
  const translate = useTranslate()
  return (
    <AdminOnly>
      <PageHeader
        title={translate('admin.users.editUser')}
        back={{ to: '/users', label: translate('admin.users.backToUsers') }}
      />
      <Edit
        mutationMode="pessimistic"
        transform={(values: UserFormValues) => userPayload(values, 'edit')}
        mutationOptions={{
          onSuccess: (user: RaRecord) => {
            toast({
              title: translate('admin.users.updatedTitle'),
              description: translate('admin.users.updatedText', { name: user.name }),
            })
            redirect('list', 'users')
          },
        }}
      >
        {/* The list's copy of the user shows at once; the fresh one must not wipe what was typed meanwhile. */}
        <SimpleForm toolbar={<EditToolbar />} resetOptions={{ keepDirtyValues: true }}>
          <UserFields mode="edit" />
        </SimpleForm>
      </Edit>
    </AdminOnly>
  )
}
