import Chip from '@mui/material/Chip'
import type { LiveStatusDto } from '../../shared/live'

/** LIVE while the stream is on, and whether Powerdeck is connected to it. */
export function LiveStatusChips({ status }: { status: LiveStatusDto | null | undefined }) {
  if (!status) return null
  return (
    <>
      {status.isLive && <Chip label="LIVE" color="error" size="small" sx={{ fontWeight: 700 }} />}
      <Chip
        label={status.isConnected ? 'Connected' : 'Not connected'}
        color={status.isConnected ? 'success' : 'default'}
        size="small"
        variant="outlined"
      />
    </>
  )
}
