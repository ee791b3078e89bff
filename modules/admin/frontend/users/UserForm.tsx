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
  useTranslate,
} from 'react-admin'
import { ROLE_LABELS, ROLES, useDeclaredPermissions, type Role } from '@shell'
import type { UserAccountDto } from '../../shared/users'

// Choice names are message keys: react-admin's inputs translate them.
const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role] }))

/** What a role's service takes from the form: the server checks every field by that role's rules. */
export type UserFormValues = Partial<UserAccountDto> & { password?: string; permissions?: string[] }

const PASSWORD_HELP: Record<Role, string> = {
  ADMIN: 'admin.users.form.passwordShortRule',
  CREATOR: 'admin.users.form.passwordShortRule',
  MODERATOR: 'admin.users.form.passwordStrongRule',
}

/** The fields every role has, then each role's own (creators and moderators: TikTok; moderators: creator, sign-in). */
export function UserFields({ mode }: { mode: 'create' | 'edit' }) {
  const role = useWatch({ name: 'role' }) as Role | undefined
  const translate = useTranslate()
  // The permissions the enabled modules declare, each labelled in its module's catalog.
  const permissionChoices = useDeclaredPermissions().map(({ id, module }) => ({
    id,
    name: `${module}.permissions.${id}.label`,
  }))
  return (
    <>
      {mode === 'create' ? (
        <SelectInput
          source="role"
          label={translate('admin.users.form.role')}
          choices={ROLE_CHOICES}
          validate={required()}
          fullWidth
        />
      ) : (
        <SelectInput
          source="role"
          label={translate('admin.users.form.role')}
          choices={ROLE_CHOICES}
          disabled
          helperText={translate('admin.users.form.roleFixed')}
        />
      )}
      <TextInput source="name" label={translate('admin.users.form.name')} validate={required()} fullWidth />
      <TextInput
        source="email"
        label={translate('admin.users.form.email')}
        type="email"
        validate={[required(), email()]}
        disabled={mode === 'edit' && role === 'MODERATOR'}
        fullWidth
      />
      {role === 'CREATOR' || role === 'MODERATOR' ? (
        <TextInput
          source="tiktokUsername"
          label={translate('admin.users.form.tiktokUsername')}
          validate={required()}
          helperText={role === 'CREATOR' && mode === 'create' ? translate('admin.users.form.startsWithAt') : undefined}
          fullWidth
        />
      ) : null}
      {role === 'MODERATOR' && mode === 'create' ? (
        <>
          <ReferenceInput source="creatorId" reference="creators" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput
              label={translate('admin.users.form.creator')}
              optionText="name"
              validate={required()}
              fullWidth
            />
          </ReferenceInput>
          <TextInput source="username" label={translate('admin.users.form.username')} validate={required()} fullWidth />
          <CheckboxGroupInput
            source="permissions"
            label={translate('admin.users.form.permissions')}
            choices={permissionChoices}
            validate={required()}
          />
        </>
      ) : null}
      {mode === 'edit' ? <BooleanInput source="isActive" label={translate('admin.users.form.active')} /> : null}
      <PasswordInput
        source="password"
        label={translate(mode === 'create' ? 'admin.users.form.password' : 'admin.users.form.newPassword')}
        validate={mode === 'create' ? required() : undefined}
        helperText={translate(mode === 'create' ? PASSWORD_HELP[role ?? 'ADMIN'] : 'admin.users.form.keepPassword')}
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
