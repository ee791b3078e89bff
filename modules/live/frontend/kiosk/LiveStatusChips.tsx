import Chip from '@mui/material/Chip'
import type { LiveStatusDto } from '../../shared/live'

/**
 * LIVE while the stream is on, and whether Powerdeck is connected to it; while it waits for the
 * shared connect budget, its place in line instead of "Not connected".
 */
export function LiveStatusChips({ status }: { status: LiveStatusDto | null | undefined }) {
  if (!status) return null
  return (
    <>
      {status.isLive && <Chip label="LIVE" color="error" size="small" sx={{ fontWeight: 700 }} />}
      {status.queuePosition !== null && !status.isConnected ? (
        <Chip label={`In line to connect: #${status.queuePosition}`} color="warning" size="small" variant="outlined" />
      ) : (
        <Chip
          label={status.isConnected ? 'Connected' : 'Not connected'}
          color={status.isConnected ? 'success' : 'default'}
          size="small"
          variant="outlined"
        />
      )}
    </>
  )
}
