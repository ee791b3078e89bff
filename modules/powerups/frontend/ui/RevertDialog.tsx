import { useState } from 'react'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { FormDialog } from '@shell'
import { REVERT_REASON_MAX } from '../../shared/undo'

export interface RevertDialogProps {
  title: string
  /** What happens, in one or two sentences. */
  text: string
  submitLabel: string
  busyLabel: string
  onClose: () => void
  /** Resolves true when done (the dialog closes), false to stay open. */
  onSubmit: (reason: string | undefined) => Promise<boolean>
}

/** Undo or Remove from the player's page: what will happen, and an optional reason for the audit log. */
export function RevertDialog({ title, text, submitLabel, busyLabel, onClose, onSubmit }: RevertDialogProps) {
  const translate = useTranslate()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit() {
    setBusy(true)
    const done = await onSubmit(reason.trim() || undefined)
    setBusy(false)
    if (done) onClose()
  }

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={busy}
      danger
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Typography>{text}</Typography>
      <TextField
        label={translate('powerups.undo.reason')}
        name="reason"
        value={reason}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
        helperText={translate('powerups.undo.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: REVERT_REASON_MAX } }}
      />
    </FormDialog>
  )
}
