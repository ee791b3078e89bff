import TextField, { type TextFieldProps } from '@mui/material/TextField'

/** The signed-in account's password, typed again to confirm a sensitive change. */
export function CurrentPasswordField(props: TextFieldProps) {
  return <TextField label="Password" type="password" autoComplete="current-password" required {...props} />
}
