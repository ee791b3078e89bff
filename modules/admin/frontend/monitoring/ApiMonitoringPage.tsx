import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import CableIcon from '@mui/icons-material/Cable'
import MemoryIcon from '@mui/icons-material/Memory'
import ScheduleIcon from '@mui/icons-material/Schedule'
import SpeedIcon from '@mui/icons-material/Speed'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import {
  ErrorPanel,
  errorMessage,
  formatDateTime,
  LoadingState,
  PageHeader,
  StatCard,
  LastUpdated,
  RefreshControls,
} from '@shell'
import { formatUptime, type ApiUsageDto, type ApiUsageRange } from '../../shared/monitoring'
import { percentText } from './format'
import { fetchApiMonitoring, monitoringKeys } from './monitoringApi'
import { AlertList } from './AlertList'
import { ServiceList } from './ServiceList'
import { NodesCard } from './NodesCard'
import { connectorFiguresOf, LiveConnectorFigures } from './LiveConnectorFigures'

/** The API monitor refreshes itself every 30 s (docs/api/admin.md). */
export const AUTO_REFRESH_MS = 30_000

const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false })

function UsageChart({ usage }: { usage: ApiUsageDto }) {
  const theme = useTheme()
  const points = usage.series.map((point) => ({ ...point, label: timeOfDay(point.at) }))
  return (
    <Box sx={{ height: 220 }} role="img" aria-label={`API calls per ${usage.timeRange === '1h' ? 'minute' : 'hour'}`}>
      <ResponsiveContainer>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
          <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
          <Tooltip
            contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
          />
          <Bar dataKey="calls" name="Calls" fill={theme.palette.primary.main} />
          <Bar dataKey="errors" name="Server errors" fill={theme.palette.error.main} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  )
}

/** /admin/api-monitoring (docs/api/admin.md): services, API usage and the machine, measured. */
export default function ApiMonitoringPage() {
  const [range, setRange] = useState<ApiUsageRange>('24h')
  const [autoRefresh, setAutoRefresh] = useState(true)
  const details = useQuery({
    queryKey: monitoringKeys.details(range),
    queryFn: () => fetchApiMonitoring(range),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
    placeholderData: keepPreviousData,
    retry: false,
  })
  const data = details.data
  const connector = data && connectorFiguresOf(data.health)

  return (
    <Box>
      <PageHeader
        title="API Monitoring"
        subtitle="Services, API usage and server resources"
        back={{ to: '/admin/system-health', label: 'Back to System Health' }}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <RefreshControls
              autoRefresh={autoRefresh}
              onAutoRefresh={setAutoRefresh}
              onRefresh={() => details.refetch()}
              refreshing={details.isFetching}
            />
          </Stack>
        }
      />
      {data && <LastUpdated at={details.dataUpdatedAt} refreshEveryMs={autoRefresh && AUTO_REFRESH_MS} />}

      {details.error ? (
        <ErrorPanel
          title="Error Loading API Monitoring"
          message={errorMessage(details.error, 'Failed to load API monitoring')}
          onRetry={() => details.refetch()}
        />
      ) : !data ? (
        <LoadingState label="Loading API monitoring..." />
      ) : (
        <Stack spacing={3}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            <StatCard label="Uptime" value={formatUptime(data.health.system.uptime)} icon={<ScheduleIcon />} />
            <StatCard
              label="CPU"
              value={percentText(data.health.system.cpu)}
              caption={`machine load ${percentText(data.health.system.load)}`}
              icon={<SpeedIcon />}
            />
            <StatCard
              label="Memory"
              value={percentText(data.health.system.memory)}
              caption={`server process ${data.health.system.processMemoryMb} MB`}
              icon={<MemoryIcon />}
            />
            <StatCard
              label="Active Connections"
              value={data.health.connections.active}
              caption={`${data.health.connections.push} live updates, ${data.health.connections.live} TikTok; ${data.health.system.activeUsers} users active`}
              icon={<CableIcon />}
            />
          </Box>

          <AlertList alerts={data.alerts} />

          <ServiceList services={data.health.services} />

          <NodesCard nodes={data.health.nodes} />

          {connector && <LiveConnectorFigures figures={connector} />}

          <Card>
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
              >
                <Box>
                  <Typography variant="h6" component="h2">
                    API Usage
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {data.usage.totalCalls} calls, {data.usage.errorRate}% server errors, {data.usage.clientErrors}{' '}
                    refused requests, {data.usage.avgResponseTime} ms on average
                  </Typography>
                </Box>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={range}
                  onChange={(_, next: ApiUsageRange | null) => next && setRange(next)}
                  aria-label="Time range"
                >
                  <ToggleButton value="1h">Last hour</ToggleButton>
                  <ToggleButton value="24h">Last 24 hours</ToggleButton>
                </ToggleButtonGroup>
              </Stack>
              <UsageChart usage={data.usage} />
            </CardContent>
          </Card>

          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                System
              </Typography>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                <Typography>Disk used: {percentText(data.health.system.disk)}</Typography>
                <Typography>Memory used: {percentText(data.health.system.memory)}</Typography>
                <Typography>CPU (this server): {percentText(data.health.system.cpu)}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Running since {formatDateTime(data.health.system.startedAt)}. Figures are for this server process.
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  )
}
