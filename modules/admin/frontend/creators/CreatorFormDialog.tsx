import { useState } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { FormDialog, useFormValues } from '@shell'
import type { CreatorInput, CreatorSummary } from '../types'
import { AccountPasswordField } from '../ui/AccountPasswordField'
import {
  creatorFieldsToFix,
  creatorFormFrom,
  creatorInput,
  emptyCreatorForm,
  validateCreatorEdit,
  validateNewCreator,
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
  const { values, field } = useFormValues(creator ? creatorFormFrom(creator) : emptyCreatorForm, busy, (name, value) =>
    // Editing shows '@' as an adornment, so a typed one is dropped.
    editing && name === 'tiktokUsername' ? value.replace(/^@/, '') : value
  )
  const [error, setError] = useState<string | null>(null)
  const [toFix, setToFix] = useState<string[]>([])
  const marked = (name: string) => ({ error: toFix.includes(name) })

  function submit() {
    const problem = editing ? validateCreatorEdit(values) : validateNewCreator(values)
    setError(problem)
    setToFix(problem ? creatorFieldsToFix(values, editing) : [])
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
      <TextField label="Name" autoFocus required {...field('name')} {...marked('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...field('email')} {...marked('email')} />
      <TextField
        label="TikTok Username"
        required
        placeholder={editing ? 'username' : '@username'}
        {...field('tiktokUsername')}
        {...marked('tiktokUsername')}
        slotProps={
          editing ? { input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } } : undefined
        }
      />
      <AccountPasswordField editing={editing} {...field('password')} {...marked('password')} />
    </FormDialog>
  )
}
