import { useCallback } from 'react'
import Alert, { type AlertColor } from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useCloseNotification, useNotify } from 'react-admin'

export interface Toast {
  title: string
  description?: string
  /** 'error' is the spec's destructive toast. Default 'success'. */
  variant?: AlertColor
}

function ToastMessage({ title, description, variant = 'success' }: Toast) {
  const close = useCloseNotification()
  return (
    <Alert severity={variant} variant="filled" onClose={close} sx={{ minWidth: 280, maxWidth: 420 }}>
      <AlertTitle sx={{ mb: description ? 0.5 : 0 }}>{title}</AlertTitle>
      {description}
    </Alert>
  )
}

/** Toasts with a title and an optional description: `toast({ title: 'Player Added' })`. */
export function useToast() {
  const notify = useNotify()
  return useCallback(
    (toast: Toast) =>
      notify(<ToastMessage {...toast} />, {
        type: toast.variant === 'error' ? 'error' : 'info',
        autoHideDuration: 4000,
      }),
    [notify]
  )
}
