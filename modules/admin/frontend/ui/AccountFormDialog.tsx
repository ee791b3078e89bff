import { useState, type ReactNode } from 'react'
import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'
import { FormDialog, useFormValues } from '@shell'
import { AccountPasswordField } from './AccountPasswordField'

interface AccountForm {
  name: string
  email: string
  password: string
}

type Field<F> = ReturnType<typeof useFormValues<F & { [K in keyof F]: string }>>['field']

export interface AccountFormDialogProps<F extends AccountForm> {
  /** 'admin' or 'creator': titles 'Add Admin', 'Edit Admin' (admin.account.<kind>.*). */
  kind: 'admin' | 'creator'
  editing: boolean
  busy: boolean
  initial: F
  /** The message key of the form's first problem in the spec's words, or null when it can be sent. */
  check: (values: F) => string | null
  /** The fields a problem marks red. */
  toFix: (values: F) => (keyof F)[]
  /** Rewrites what is typed (e.g. drops a leading '@'). */
  clean?: (name: keyof F, value: string) => string
  onClose: () => void
  onSubmit: (values: F) => void
  /** The kind's own fields, between Email and Password. */
  extraFields?: (field: Field<F>, marked: (name: keyof F) => { error: boolean }) => ReactNode
}

/** Add and Edit of a back-office account (admin or creator): Name, Email, its own fields, Password. */
export function AccountFormDialog<F extends AccountForm & { [K in keyof F]: string }>({
  kind,
  editing,
  busy,
  initial,
  check,
  toFix,
  clean,
  onClose,
  onSubmit,
  extraFields,
}: AccountFormDialogProps<F>) {
  const translate = useTranslate()
  const { values, field } = useFormValues(initial, busy, clean)
  const [error, setError] = useState<string | null>(null)
  const [marked, setMarked] = useState<(keyof F)[]>([])
  const mark = (name: keyof F) => ({ error: marked.includes(name) })

  function submit() {
    const problem = check(values)
    setError(problem && translate(problem))
    setMarked(problem ? toFix(values) : [])
    if (!problem) onSubmit(values)
  }

  return (
    <FormDialog
      title={translate(`admin.account.${kind}.${editing ? 'edit' : 'add'}`)}
      submitLabel={translate(editing ? 'admin.account.saveChanges' : `admin.account.${kind}.add`)}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={translate('admin.account.name')} autoFocus required {...field('name')} {...mark('name')} />
      <TextField
        label={translate('admin.account.email')}
        type="email"
        required
        autoComplete="off"
        {...field('email')}
        {...mark('email')}
      />
      {extraFields?.(field, mark)}
      <AccountPasswordField editing={editing} {...field('password')} {...mark('password')} />
    </FormDialog>
  )
}
