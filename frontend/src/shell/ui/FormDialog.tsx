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
import { useT } from '../i18n'

export interface FormDialogProps {
  /** Default true: most dialogs are mounted only while open, so each opening starts clean. */
  open?: boolean
  title: string
  submitLabel: string
  busyLabel?: string
  busy?: boolean
  /** The form's error above the fields, exactly as the spec or the server words it (no added title). */
  error?: string | null
  /** Greys out the submit button (e.g. Edit Player with a blank name). */
  submitDisabled?: boolean
  /** A red submit button, for destructive actions. */
  danger?: boolean
  /** No Cancel button: the action is done and only its closing button is left (a bulk action's results). */
  hideCancel?: boolean
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
}

/**
 * A dialog around a form: an error alert, the fields, Cancel and submit with big touch
 * targets. Full screen on phones, its buttons at the bottom.
 */
export function FormDialog({
  open = true,
  title,
  submitLabel,
  busyLabel,
  busy = false,
  error,
  submitDisabled = false,
  danger = false,
  hideCancel = false,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const t = useT()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy && !submitDisabled) onSubmit()
  }
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ flex: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, '& .MuiButton-root': { minHeight: 44, minWidth: 96 } }}>
          {!hideCancel && (
            <Button onClick={onClose} disabled={busy}>
              {t('shell.ui.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            disabled={busy || submitDisabled}
          >
            {busy ? (busyLabel ?? t('shell.ui.saving')) : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
