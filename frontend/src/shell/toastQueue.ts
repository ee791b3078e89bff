import type { AlertColor } from '@mui/material/Alert'

export interface Toast {
  title: string
  description?: string
  /** 'error' is the spec's destructive toast. Default 'success'. */
  variant?: AlertColor
  /** One button beside the message ('Undo'); pressing it closes the toast. */
  action?: { label: string; onClick: () => void }
}

/*
| Toasts asked for where react-admin's notifications are not mounted (the light sign-in page):
| they wait here until the app's ToastArea shows them.
*/
const waiting: Toast[] = []
const listeners = new Set<() => void>()

export function queueToast(toast: Toast) {
  waiting.push(toast)
  for (const listener of listeners) listener()
}

/** Shows the waiting toasts with `show`, now and as they come; returns the unsubscribe. */
export function drainToasts(show: (toast: Toast) => void): () => void {
  const flush = () => {
    for (const toast of waiting.splice(0)) show(toast)
  }
  flush()
  listeners.add(flush)
  return () => {
    listeners.delete(flush)
  }
}
