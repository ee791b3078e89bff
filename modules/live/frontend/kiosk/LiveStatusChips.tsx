import Chip from '@mui/material/Chip'
import { useTranslate } from 'react-admin'
import type { LiveStatusDto } from '../../shared/live'

/**
 * LIVE while the stream is on, and whether Powerdeck is connected to it; while it waits for the
 * shared connect budget, its place in line instead of "Not connected".
 */
export function LiveStatusChips({ status }: { status: LiveStatusDto | null | undefined }) {
  const translate = useTranslate()
  if (!status) return null
  return (
    <>
      {status.isLive && (
        <Chip label={translate('live.header.live')} color="error" size="small" sx={{ fontWeight: 700 }} />
      )}
      {status.queuePosition !== null && !status.isConnected ? (
        <Chip
          label={translate('live.chips.inLine', { position: status.queuePosition })}
          color="warning"
          size="small"
          variant="outlined"
        />
      ) : (
        <Chip
          label={translate(status.isConnected ? 'live.chips.connected' : 'live.chips.notConnected')}
          color={status.isConnected ? 'success' : 'default'}
          size="small"
          variant="outlined"
        />
      )}
    </>
  )
}
