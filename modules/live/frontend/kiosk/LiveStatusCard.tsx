import LiveTvIcon from '@mui/icons-material/LiveTv'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { LinkBase, useTranslate } from 'react-admin'
import { formatDateTime } from '@shell'
import type { LiveStatusDto } from '../../shared/live'
import { LiveStatusChips } from './LiveStatusChips'
import { liveStatusText } from '../statusText'

export interface LiveStatusCardProps {
  /** null: no TikTok username configured. */
  status: LiveStatusDto | null | undefined
  pushConnected: boolean
}

/** The Recent Gifters view's connection card: TikTok account, live and connection state. */
export function LiveStatusCard({ status, pushConnected }: LiveStatusCardProps) {
  const translate = useTranslate()
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <LiveTvIcon color={status?.isLive ? 'error' : 'disabled'} fontSize="large" />
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate('live.card.title')} {status?.tiktokUsername && <bdi>{`@${status.tiktokUsername}`}</bdi>}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {status === null
            ? translate('live.card.notConfigured')
            : status
              ? liveStatusText(status.liveStatusMessage, translate)
              : translate('live.card.checking')}
        </Typography>
        {status?.liveStartedAt && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('live.card.liveSince', { time: formatDateTime(status.liveStartedAt) })}
          </Typography>
        )}
        {status && !status.isConnected && status.nextBackendCheck && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('live.card.nextCheck', { time: formatDateTime(status.nextBackendCheck) })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <LiveStatusChips status={status} />
        <Chip
          label={translate(pushConnected ? 'live.card.instantUpdates' : 'live.card.polling')}
          size="small"
          variant="outlined"
          color={pushConnected ? 'primary' : 'default'}
        />
      </Box>
      {status === null && (
        <Button component={LinkBase} to="/settings" variant="outlined" sx={{ minHeight: 44 }}>
          {translate('live.card.goToSettings')}
        </Button>
      )}
    </Paper>
  )
}
