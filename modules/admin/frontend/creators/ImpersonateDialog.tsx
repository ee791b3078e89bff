import { useState } from 'react'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { FormDialog } from '@shell'
import type { CreatorSummary } from '../types'

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
  // The reason goes to the audit trail as typed; the suggested one is in the admin's language.
  const defaultReason = translate('admin.impersonate.defaultReason')
  const [reason, setReason] = useState(defaultReason)
  return (
    <FormDialog
      open
      title={translate('admin.impersonate.title', { name: creator.name })}
      submitLabel={translate('admin.impersonate.submit')}
      busyLabel={translate('admin.impersonate.busy')}
      busy={busy}
      onClose={onClose}
      onSubmit={() => onConfirm(reason.trim() || defaultReason)}
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
