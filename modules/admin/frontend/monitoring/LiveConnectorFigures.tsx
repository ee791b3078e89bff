import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import CableIcon from '@mui/icons-material/Cable'
import HourglassIcon from '@mui/icons-material/HourglassBottom'
import SyncProblemIcon from '@mui/icons-material/SyncProblem'
import TimerIcon from '@mui/icons-material/Timer'
import { formatDateTime, StatCard } from '@shell'
import type { LiveApiStatsDto } from '../../../live/shared/live'
import type { SystemHealthDto } from '../../shared/monitoring'

export type ConnectorFigures = LiveApiStatsDto['tiktokConnector']

/** The live module's connector figures in the system-health answer (absent without the module). */
export function connectorFiguresOf(health: SystemHealthDto): ConnectorFigures | null {
  const figures = health.apis.tiktokConnector
  return figures && 'connectCap' in figures ? (figures as unknown as ConnectorFigures) : null
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** This server process's TikTok connections: the connect cap, the sign server's 429s, stalls and reconnects. */
export function LiveConnectorFigures({ figures }: { figures: ConnectorFigures }) {
  const waitSeconds = figures.lastRateLimitWaitMs === null ? null : Math.ceil(figures.lastRateLimitWaitMs / 1000)
  return (
    <Box component="section" aria-label="TikTok LIVE connector">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        TikTok LIVE connector
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <StatCard
          label="Live Connections"
          value={figures.connections}
          caption={`${figures.connecting} connecting, ${figures.watched} creators watched`}
          icon={<CableIcon />}
        />
        <StatCard
          label="Connect Cap"
          value={`${figures.connectsLastMinute} / ${figures.connectCap}`}
          caption={
            figures.connectCapBlockedUntil
              ? `Full: next connect at ${formatDateTime(figures.connectCapBlockedUntil)}`
              : 'Connects in the last minute, all creators'
          }
          icon={<TimerIcon />}
        />
        <StatCard
          label="Sign Server Rate Limit"
          value={figures.rateLimited ? 'Waiting' : 'Clear'}
          caption={
            figures.rateLimited
              ? `Until ${formatDateTime(figures.rateLimitedUntil)} (${waitSeconds} s with jitter)`
              : `${plural(figures.rateLimits, 'refusal')} (429) since start`
          }
          icon={<HourglassIcon />}
        />
        <StatCard
          label="Stalls"
          value={figures.stalls}
          caption={`${plural(figures.drops, 'drop')}, ${plural(figures.reconnects, 'reconnect')}, ${plural(figures.roomChanges, 'room change')} since start`}
          icon={<SyncProblemIcon />}
        />
      </Box>
    </Box>
  )
}
