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
import { useTranslate } from 'react-admin'
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
  intlLocale,
} from '@shell'
import type { ApiUsageDto, ApiUsageRange } from '../../shared/monitoring'
import { percentText, uptimeText } from './format'
import { fetchApiMonitoring, monitoringKeys } from './monitoringApi'
import { AlertList } from './AlertList'
import { ServiceList } from './ServiceList'
import { NodesCard } from './NodesCard'
import { connectorFiguresOf, LiveConnectorFigures } from './LiveConnectorFigures'

/** The API monitor refreshes itself every 30 s (docs/api/admin.md). */
export const AUTO_REFRESH_MS = 30_000

const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

function UsageChart({ usage }: { usage: ApiUsageDto }) {
  const translate = useTranslate()
  const theme = useTheme()
  const points = usage.series.map((point) => ({ ...point, label: timeOfDay(point.at) }))
  return (
    <Box
      sx={{ height: 220 }}
      role="img"
      aria-label={translate(usage.timeRange === '1h' ? 'admin.api.callsPerMinute' : 'admin.api.callsPerHour')}
    >
      <ResponsiveContainer>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
          <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
          <Tooltip
            contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
          />
          <Bar dataKey="calls" name={translate('admin.api.calls')} fill={theme.palette.primary.main} />
          <Bar dataKey="errors" name={translate('admin.api.serverErrors')} fill={theme.palette.error.main} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  )
}

/** /admin/api-monitoring (docs/api/admin.md): services, API usage and the machine, measured. */
export default function ApiMonitoringPage() {
  const translate = useTranslate()
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
        title={translate('admin.health.apiTitle')}
        subtitle={translate('admin.api.subtitle')}
        back={{ to: '/admin/system-health', label: translate('admin.api.back') }}
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
          title={translate('admin.api.loadErrorTitle')}
          message={errorMessage(details.error, translate('admin.api.loadFailed'))}
          onRetry={() => details.refetch()}
        />
      ) : !data ? (
        <LoadingState label={translate('admin.api.loading')} />
      ) : (
        <Stack spacing={3}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            <StatCard
              label={translate('admin.api.uptime')}
              value={uptimeText(data.health.system.uptime)}
              icon={<ScheduleIcon />}
            />
            <StatCard
              label={translate('admin.api.cpu')}
              value={percentText(data.health.system.cpu)}
              caption={translate('admin.api.machineLoad', { load: percentText(data.health.system.load) })}
              icon={<SpeedIcon />}
            />
            <StatCard
              label={translate('admin.api.memory')}
              value={percentText(data.health.system.memory)}
              caption={translate('admin.api.processMemory', { value: data.health.system.processMemoryMb })}
              icon={<MemoryIcon />}
            />
            <StatCard
              label={translate('admin.health.activeConnections')}
              value={data.health.connections.active}
              caption={translate('admin.api.connectionsCaption', {
                push: data.health.connections.push,
                live: data.health.connections.live,
                users: data.health.system.activeUsers,
              })}
              icon={<CableIcon />}
            />
          </Box>

          <AlertList alerts={data.alerts} />

          <ServiceList services={data.health.services} apis={data.health.apis} />

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
                    {translate('admin.api.usage')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('admin.api.usageSummary', {
                      calls: data.usage.totalCalls,
                      errorRate: data.usage.errorRate,
                      refused: data.usage.clientErrors,
                      ms: data.usage.avgResponseTime,
                    })}
                  </Typography>
                </Box>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={range}
                  onChange={(_, next: ApiUsageRange | null) => next && setRange(next)}
                  aria-label={translate('admin.api.timeRange')}
                >
                  <ToggleButton value="1h">{translate('admin.api.lastHour')}</ToggleButton>
                  <ToggleButton value="24h">{translate('admin.api.last24Hours')}</ToggleButton>
                </ToggleButtonGroup>
              </Stack>
              <UsageChart usage={data.usage} />
            </CardContent>
          </Card>

          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('admin.api.system')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                <Typography>
                  {translate('admin.api.diskUsed', { value: percentText(data.health.system.disk) })}
                </Typography>
                <Typography>
                  {translate('admin.api.memoryUsed', { value: percentText(data.health.system.memory) })}
                </Typography>
                <Typography>
                  {translate('admin.api.cpuUsed', { value: percentText(data.health.system.cpu) })}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('admin.api.runningSince', { when: formatDateTime(data.health.system.startedAt) })}
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  )
}
