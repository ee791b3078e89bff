import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { useOnline } from '../connectivity'
import { useT } from '../i18n'

export interface ConnectionBannerProps {
  /** The push stream dropped while the API still answers: live updates wait for it to return. */
  liveDropped?: boolean
  /** What waits to be sent, as a noun phrase ('1 queued use'), or null. */
  pending?: string | null
}

/**
 * The network as the screen sees it, said at once: offline (writes wait or are disabled), the
 * live updates reconnecting, or queued changes being sent. A polite live region that is always
 * there, so screen readers announce each change of state.
 */
export function ConnectionBanner({ liveDropped = false, pending = null }: ConnectionBannerProps) {
  const online = useOnline()
  const t = useT()
  let alert = null
  if (!online) {
    alert = (
      <Alert severity="warning" variant="filled" role="none">
        <AlertTitle>{t('shell.connection.offlineTitle')}</AlertTitle>
        {pending ? t('shell.connection.offlinePending', { pending }) : t('shell.connection.offline')}
      </Alert>
    )
  } else if (pending) {
    alert = (
      <Alert severity="info" variant="outlined" role="none">
        {t('shell.connection.sending', { pending })}
      </Alert>
    )
  } else if (liveDropped) {
    alert = (
      <Alert severity="info" variant="outlined" role="none">
        {t('shell.connection.liveDropped')}
      </Alert>
    )
  }
  return (
    <Box role="status" aria-live="polite" sx={{ mb: alert ? 2 : 0 }}>
      {alert}
    </Box>
  )
}
