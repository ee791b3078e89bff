import { useState } from 'react'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { FormDialog } from '@shell'
import type { CreatorSummary } from '../types'

/** The reason a session gets when none is typed: it goes to the audit trail as sent (English, like the log). */
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
  const translate = useTranslate()
  const [reason, setReason] = useState(DEFAULT_IMPERSONATION_REASON)
  return (
    <FormDialog
      open
      title={translate('admin.impersonate.title', { name: creator.name })}
      submitLabel={translate('admin.impersonate.submit')}
      busyLabel={translate('admin.impersonate.busy')}
      busy={busy}
      onClose={onClose}
      onSubmit={() => onConfirm(reason.trim() || DEFAULT_IMPERSONATION_REASON)}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('admin.impersonate.intro', { name: creator.name })}
      </Typography>
      <TextField
        label={translate('admin.impersonate.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        disabled={busy}
      />
    </FormDialog>
  )
}
