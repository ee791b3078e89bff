import { useCallback, useEffect } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { Notification, useCloseNotification, useNotify } from 'react-admin'
import { drainToasts, type Toast } from './toastQueue'

export type { Toast } from './toastQueue'

/** A toast with an action stays longer: time enough to reach its button. */
const TOAST_MS = { plain: 4000, withAction: 8000 }

function ToastMessage({ title, description, variant = 'success', action }: Toast) {
  const close = useCloseNotification()
  return (
    <Alert
      severity={variant}
      variant="filled"
      onClose={close}
      action={
        action && (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            sx={{ minHeight: 36, alignSelf: 'center' }}
            onClick={() => {
              close()
              action.onClick()
            }}
          >
            {action.label}
          </Button>
        )
      }
      sx={{ minWidth: 280, maxWidth: 420 }}
    >
      <AlertTitle sx={{ mb: description ? 0.5 : 0 }}>{title}</AlertTitle>
      {description}
    </Alert>
  )
}

/** Toasts with a title, an optional description and action: `toast({ title: 'Player Added' })`. */
export function useToast() {
  const notify = useNotify()
  return useCallback(
    (toast: Toast) =>
      notify(<ToastMessage {...toast} />, {
        type: toast.variant === 'error' ? 'error' : 'info',
        autoHideDuration: toast.action ? TOAST_MS.withAction : TOAST_MS.plain,
      }),
    [notify]
  )
}

/**
 * Where toasts appear: bottom centre, but at the top on phones, where full-screen dialogs keep
 * their buttons at the bottom and a toast would cover them. Also shows the toasts queued before it
 * was mounted.
 */
export function ToastArea() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <>
      <Notification anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }} />
      <QueuedToasts />
    </>
  )
}

/** Shows the toasts queued where react-admin was not mounted (queueToast). */
export function QueuedToasts() {
  const toast = useToast()
  useEffect(() => drainToasts(toast), [toast])
  return null
}
