import { useWatch } from 'react-hook-form'
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  email,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin'
import { ROLE_LABELS, ROLES, type Role } from '@shell'
import { MODERATOR_PERMISSIONS, PERMISSION_LABELS } from '../../../moderators/shared/moderators'
import type { UserAccountDto } from '../../shared/users'

const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role] }))
const PERMISSION_CHOICES = MODERATOR_PERMISSIONS.map((id) => ({ id, name: PERMISSION_LABELS[id].label }))

/** What a role's service takes from the form: the server checks every field by that role's rules. */
export type UserFormValues = Partial<UserAccountDto> & { password?: string; permissions?: string[] }

const PASSWORD_HELP: Record<Role, string> = {
  ADMIN: 'At least 6 characters',
  CREATOR: 'At least 6 characters',
  MODERATOR: '8+ characters with an uppercase, a lowercase and a special character',
}

/** The fields every role has, then each role's own (creators and moderators: TikTok; moderators: creator, sign-in). */
export function UserFields({ mode }: { mode: 'create' | 'edit' }) {
  const role = useWatch({ name: 'role' }) as Role | undefined
  return (
    <>
      {mode === 'create' ? (
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} validate={required()} fullWidth />
      ) : (
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} disabled helperText="The role cannot change" />
      )}
      <TextInput source="name" label="Name" validate={required()} fullWidth />
      <TextInput
        source="email"
        label="Email"
        type="email"
        validate={[required(), email()]}
        disabled={mode === 'edit' && role === 'MODERATOR'}
        fullWidth
      />
      {role === 'CREATOR' || role === 'MODERATOR' ? (
        <TextInput
          source="tiktokUsername"
          label="TikTok Username"
          validate={required()}
          helperText={role === 'CREATOR' && mode === 'create' ? 'Starts with @' : undefined}
          fullWidth
        />
      ) : null}
      {role === 'MODERATOR' && mode === 'create' ? (
        <>
          <ReferenceInput source="creatorId" reference="creators" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput label="Creator" optionText="name" validate={required()} fullWidth />
          </ReferenceInput>
          <TextInput source="username" label="Username" validate={required()} fullWidth />
          <CheckboxGroupInput
            source="permissions"
            label="Permissions"
            choices={PERMISSION_CHOICES}
            validate={required()}
          />
        </>
      ) : null}
      {mode === 'edit' ? <BooleanInput source="isActive" label="Active" /> : null}
      <PasswordInput
        source="password"
        label={mode === 'create' ? 'Password' : 'New password'}
        validate={mode === 'create' ? required() : undefined}
        helperText={mode === 'create' ? PASSWORD_HELP[role ?? 'ADMIN'] : 'Leave empty to keep the current password'}
        fullWidth
      />
    </>
  )
}

/** Only the fields the account's role takes; an empty password keeps the current one. */
export function userPayload({ password, ...values }: UserFormValues, mode: 'create' | 'edit') {
  const role = values.role
  return {
    role,
    name: values.name,
    ...(mode === 'edit' && role === 'MODERATOR' ? {} : { email: values.email }),
    ...(role === 'ADMIN' ? {} : { tiktokUsername: values.tiktokUsername }),
    ...(role === 'MODERATOR' && mode === 'create'
      ? { creatorId: values.creatorId, username: values.username, permissions: values.permissions }
      : {}),
    ...(mode === 'edit' ? { isActive: values.isActive } : {}),
    ...(password ? { password } : {}),
  }
}
