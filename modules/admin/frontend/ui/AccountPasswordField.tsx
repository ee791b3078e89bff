import TextField, { type TextFieldProps } from '@mui/material/TextField'

/** The password of an account form: required when adding, optional (keep the current one) when editing. */
export function AccountPasswordField({ editing, ...props }: { editing: boolean } & TextFieldProps) {
  return (
    <TextField
      label={editing ? 'New Password (optional)' : 'Password'}
      type="password"
      required={!editing}
      autoComplete="new-password"
      placeholder={editing ? 'Leave empty to keep the current password' : 'Minimum 6 characters'}
      {...props}
    />
  )
}
