import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useTranslate } from 'react-admin'

/** The password of an account form: required when adding, optional (keep the current one) when editing. */
export function AccountPasswordField({ editing, ...props }: { editing: boolean } & TextFieldProps) {
  const translate = useTranslate()
  return (
    <TextField
      label={translate(editing ? 'admin.account.newPasswordOptional' : 'admin.account.password')}
      type="password"
      required={!editing}
      autoComplete="new-password"
      placeholder={translate(editing ? 'admin.account.keepPassword' : 'admin.account.minimumLength')}
      {...props}
    />
  )
}
