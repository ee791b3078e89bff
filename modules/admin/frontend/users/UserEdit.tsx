import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useRedirect,
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
  return (
    <AdminOnly>
      <PageHeader title="Edit User" back={{ to: '/users', label: 'Back to Users' }} />
      <Edit
        mutationMode="pessimistic"
        transform={(values: UserFormValues) => userPayload(values, 'edit')}
        mutationOptions={{
          onSuccess: (user: RaRecord) => {
            toast({ title: 'User Updated', description: `${user.name} has been updated.` })
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
