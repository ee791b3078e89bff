import type { FormEvent, ReactNode } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'

export interface DialogFrameProps {
  title: string
  submitLabel: string
  busyLabel: string
  busy: boolean
  /** Greys out the submit button (Edit Player with a blank name). */
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
 * The ledger's dialogs: a form with Cancel and a submit button that can be disabled, big
 * touch targets, full screen on phones. Mounted while open, so each opening starts clean.
 */
export function DialogFrame({
  title,
  submitLabel,
  busyLabel,
  busy,
  submitDisabled = false,
  danger = false,
  hideCancel = false,
  onClose,
  onSubmit,
  children,
}: DialogFrameProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy && !submitDisabled) onSubmit()
  }
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="ledger-dialog-title"
    >
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <DialogTitle id="ledger-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ flex: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, '& .MuiButton-root': { minHeight: 44, minWidth: 96 } }}>
          {!hideCancel && (
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            disabled={busy || submitDisabled}
          >
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
