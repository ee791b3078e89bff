import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useT } from '../i18n'

/** The signed-in account's password, typed again to confirm a sensitive change. */
export function CurrentPasswordField(props: TextFieldProps) {
  const t = useT()
  return (
    <TextField label={t('shell.ui.password')} type="password" autoComplete="current-password" required {...props} />
  )
}
