import { useState } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { FormDialog } from '@shell'
import type { CreatorInput, CreatorSummary } from '../types'
import {
  creatorFormFrom,
  creatorInput,
  emptyCreatorForm,
  validateCreatorEdit,
  validateNewCreator,
  type CreatorFormValues,
} from './creatorForm'

export interface CreatorFormDialogProps {
  /** The creator to edit; none to add one. */
  creator?: CreatorSummary
  busy: boolean
  onClose: () => void
  onSubmit: (input: CreatorInput) => void
}

/** Add Creator and Edit Details (spec 2 §2, §5). Mounted while open. */
export function CreatorFormDialog({ creator, busy, onClose, onSubmit }: CreatorFormDialogProps) {
  const editing = !!creator
  const [values, setValues] = useState<CreatorFormValues>(creator ? creatorFormFrom(creator) : emptyCreatorForm)
  const [error, setError] = useState<string | null>(null)

  const field = (name: keyof CreatorFormValues) => ({
    name,
    value: values[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => {
      const value = editing && name === 'tiktokUsername' ? event.target.value.replace(/^@/, '') : event.target.value
      setValues((current) => ({ ...current, [name]: value }))
    },
  })

  function submit() {
    const problem = editing ? validateCreatorEdit(values) : validateNewCreator(values)
    setError(problem)
    if (!problem) onSubmit(creatorInput(values))
  }

  return (
    <FormDialog
      open
      title={editing ? 'Edit Creator' : 'Add Creator'}
      submitLabel={editing ? 'Save Changes' : 'Add Creator'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Name" autoFocus required {...field('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
      <TextField
        label="TikTok Username"
        required
        placeholder={editing ? 'username' : '@username'}
        {...field('tiktokUsername')}
        slotProps={editing ? { input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } } : undefined}
      />
      <TextField
        label={editing ? 'New Password (optional)' : 'Password'}
        type="password"
        required={!editing}
        autoComplete="new-password"
        placeholder={editing ? 'Leave empty to keep the current password' : 'Minimum 6 characters'}
        {...field('password')}
      />
    </FormDialog>
  )
}
