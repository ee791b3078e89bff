import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'
import type { CreatorInput, CreatorSummary } from '../types'
import { AccountFormDialog } from '../ui/AccountFormDialog'
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

/** Add Creator and Edit Details (docs/api/admin.md). Mounted while open. */
export function CreatorFormDialog({ creator, busy, onClose, onSubmit }: CreatorFormDialogProps) {
  const translate = useTranslate()
  const editing = !!creator
  return (
    <AccountFormDialog
      kind="creator"
      editing={editing}
      busy={busy}
      initial={creator ? creatorFormFrom(creator) : emptyCreatorForm}
      // Editing shows '@' as an adornment, so a typed one is dropped.
      clean={(name, value) => (editing && name === 'tiktokUsername' ? value.replace(/^@/, '') : value)}
      check={editing ? validateCreatorEdit : validateNewCreator}
      toFix={(values) => creatorFieldsToFix(values, editing)}
      onClose={onClose}
      onSubmit={(values) => onSubmit(creatorInput(values))}
      extraFields={(field, marked) => (
        <TextField
          label={translate('admin.account.tiktokUsername')}
          required
          placeholder={translate(editing ? 'admin.account.handlePlaceholder' : 'admin.account.handleAtPlaceholder')}
          {...field('tiktokUsername')}
          {...marked('tiktokUsername')}
          slotProps={
            editing ? { input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } } : undefined
          }
        />
      )}
    />
  )
}
