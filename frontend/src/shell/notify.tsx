import { useCallback } from 'react'
import Alert, { type AlertColor } from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { Notification, useCloseNotification, useNotify } from 'react-admin'

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

/**
 * Where toasts appear: bottom centre, but at the top on phones, where full-screen dialogs keep
 * their buttons at the bottom and a toast would cover them.
 */
export function ToastArea() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return <Notification anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }} />
}
