import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import CableIcon from '@mui/icons-material/Cable'
import HourglassIcon from '@mui/icons-material/HourglassBottom'
import SyncProblemIcon from '@mui/icons-material/SyncProblem'
import TimerIcon from '@mui/icons-material/Timer'
import { useTranslate } from 'react-admin'
import { formatDateTime, StatCard } from '@shell'
import type { LiveApiStatsDto } from '../../../live/shared/live'
import type { SystemHealthDto } from '../../shared/monitoring'

export type ConnectorFigures = LiveApiStatsDto['tiktokConnector']

/** The live module's connector figures in the system-health answer (absent without the module). */
export function connectorFiguresOf(health: SystemHealthDto): ConnectorFigures | null {
  const figures = health.apis.tiktokConnector
  return figures && 'connectCap' in figures ? (figures as unknown as ConnectorFigures) : null
}

/** This server process's TikTok connections: the connect cap, the sign server's 429s, stalls and reconnects. */
export function LiveConnectorFigures({ figures }: { figures: ConnectorFigures }) {
  const translate = useTranslate()
  const waitSeconds = figures.lastRateLimitWaitMs === null ? null : Math.ceil(figures.lastRateLimitWaitMs / 1000)
  return (
    <Box component="section" aria-label={translate('admin.connector.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.connector.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <StatCard
          label={translate('admin.connector.connections')}
          value={figures.connections}
          caption={translate('admin.connector.connectionsCaption', {
            connecting: figures.connecting,
            watched: figures.watched,
          })}
          icon={<CableIcon />}
        />
        <StatCard
          label={translate('admin.connector.connectCap')}
          value={`${figures.connectsLastMinute} / ${figures.connectCap}`}
          caption={
            figures.connectCapBlockedUntil
              ? translate('admin.connector.capFull', { when: formatDateTime(figures.connectCapBlockedUntil) })
              : translate('admin.connector.capCaption')
          }
          icon={<TimerIcon />}
        />
        <StatCard
          label={translate('admin.connector.rateLimit')}
          value={translate(figures.rateLimited ? 'admin.connector.waiting' : 'admin.connector.clear')}
          caption={
            figures.rateLimited
              ? translate('admin.connector.until', {
                  when: formatDateTime(figures.rateLimitedUntil),
                  seconds: waitSeconds,
                })
              : translate('admin.connector.refusals', { smart_count: figures.rateLimits })
          }
          icon={<HourglassIcon />}
        />
        <StatCard
          label={translate('admin.connector.stalls')}
          value={figures.stalls}
          caption={translate('admin.connector.sinceStart', {
            drops: translate('admin.connector.drops', { smart_count: figures.drops }),
            reconnects: translate('admin.connector.reconnects', { smart_count: figures.reconnects }),
            roomChanges: translate('admin.connector.roomChanges', { smart_count: figures.roomChanges }),
          })}
          icon={<SyncProblemIcon />}
        />
      </Box>
    </Box>
  )
}
