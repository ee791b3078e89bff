import Chip from '@mui/material/Chip'
import { useTranslate } from 'react-admin'
import { usePushStatus, useSession } from '@shell'
import { LIVE_POLLING } from '../../shared/live'
import { useLiveStatus } from '../liveApi'

/**
 * The spec's LIVE indicator, shown to creators while their stream is on. The status comes by push
 * (the module's push handlers keep it cached); it is polled only while push is down.
 */
export default function LiveHeaderItem() {
  const { user } = useSession()
  const translate = useTranslate()
  const pushConnected = usePushStatus()
  const status = useLiveStatus(pushConnected ? false : LIVE_POLLING.kioskStatusMs, user?.role === 'CREATOR')

  if (user?.role !== 'CREATOR') return null
  const queued = status.data?.queuePosition ?? null
  if (queued !== null && !status.data?.isConnected) {
    // Live, waiting for the shared connect budget: the place in line, not "not connected".
    return (
      <Chip
        label={translate('live.header.inLine', { position: queued })}
        color="warning"
        size="small"
        variant="outlined"
        aria-label={translate('live.header.inLineAria', { position: queued })}
      />
    )
  }
  if (!status.data?.isLive) return null
  return (
    <Chip
      label={translate('live.header.live')}
      color="error"
      size="small"
      sx={{ fontWeight: 800, letterSpacing: 1 }}
      aria-label={translate('live.header.liveAria')}
    />
  )
}
