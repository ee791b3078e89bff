import { useState } from 'react'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog } from '@shell'
import type { CreatorSummary } from '../types'

export const DEFAULT_IMPERSONATION_REASON = 'Admin support session'

/** Asks why (the reason is written to the audit trail), then starts impersonating. */
export function ImpersonateDialog({
  creator,
  busy,
  onClose,
  onConfirm,
}: {
  creator: CreatorSummary
  busy: boolean
  onClose: () => void
  onConfirm: (reason: string) => void
}) {
  const [reason, setReason] = useState(DEFAULT_IMPERSONATION_REASON)
  return (
    <FormDialog
      open
      title={`Impersonate ${creator.name}`}
      submitLabel="Start Impersonation"
      busyLabel="Starting..."
      busy={busy}
      onClose={onClose}
      onSubmit={() => onConfirm(reason.trim() || DEFAULT_IMPERSONATION_REASON)}
    >
      <Typography variant="body2" color="text.secondary">
        You will see Powerdeck as {creator.name} does. Use Exit Impersonation in the banner to come back.
      </Typography>
      <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} disabled={busy} />
    </FormDialog>
  )
}
