import type { FormEvent, ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'

export interface FormDialogProps {
  open: boolean
  title: string
  submitLabel: string
  busyLabel?: string
  busy?: boolean
  /** The form's error above the fields, exactly as the spec or the server words it (no added title). */
  error?: string | null
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
}

/** A dialog around a form: fields, an error alert, Cancel and submit. Full screen on phones. */
export function FormDialog({
  open,
  title,
  submitLabel,
  busyLabel = 'Saving...',
  busy = false,
  error,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
