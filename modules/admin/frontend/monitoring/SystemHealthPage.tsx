import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CableIcon from '@mui/icons-material/Cable'
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive'
import RefreshIcon from '@mui/icons-material/Refresh'
import SpeedIcon from '@mui/icons-material/Speed'
import SwapVertIcon from '@mui/icons-material/SwapVert'
import { LinkBase } from 'react-admin'
import { ErrorPanel, errorMessage, formatCount, PageHeader, StatCard, useHasRoute } from '@shell'
import { apiStatus, STATUS_LABELS, type HealthStatus } from '../../shared/monitoring'
import { STATUS_COLORS } from './format'
import { AlertList } from './AlertList'
import { NodesCard } from './NodesCard'
import { fetchSystemHealthOverview, monitoringKeys } from './monitoringApi'

/** The three screens the summaries and Quick Actions lead to (docs/api/admin.md). */
const DESTINATIONS = {
  api: { to: '/admin/api-monitoring', title: 'API Monitoring', action: 'View API Monitoring' },
  audit: { to: '/admin/audit', title: 'Audit Logs', action: 'View Audit Logs' },
  analytics: { to: '/admin/analytics', title: 'Analytics', action: 'View Analytics' },
} as const

function SummaryCard({
  title,
  to,
  status,
  children,
}: {
  title: string
  /** Where the card leads; none when that screen is not installed. */
  to?: string
  /** The state by the health rules of docs/api/admin.md; the analytics card has no rule and shows none. */
  status?: HealthStatus
  children: ReactNode
}) {
  const content = (
    <CardContent>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {status && <Chip size="small" color={STATUS_COLORS[status]} label={STATUS_LABELS[status]} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" component="div">
        {children}
      </Typography>
    </CardContent>
  )
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={LinkBase} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  )
}

/** /admin/system-health (docs/api/admin.md): the measured state of the platform at a glance. */
export default function SystemHealthPage() {
  const hasRoute = useHasRoute()
  const destinations = Object.values(DESTINATIONS).filter((destination) => hasRoute(destination.to))
  const linkTo = (to: string) => (hasRoute(to) ? to : undefined)
  const overview = useQuery({ queryKey: monitoringKeys.overview, queryFn: fetchSystemHealthOverview, retry: false })
  const data = overview.data
  const performance = data?.stats.performance
  const loading = overview.isPending

  return (
    <Box>
      <PageHeader
        title="System Health"
        subtitle="Live figures of this Powerdeck server"
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => overview.refetch()}
            disabled={overview.isFetching}
          >
            Refresh
          </Button>
        }
      />

      {overview.error ? (
        <ErrorPanel
          title="Error Loading System Health"
          message={errorMessage(overview.error, 'Failed to load system health')}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <>
          {!!data?.failures.length && (
            <Alert severity="warning" sx={{ mb: 3 }}>
              Some figures could not be loaded and show as 0: {data.failures.join('; ')}
            </Alert>
          )}
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}
          >
            <StatCard
              label="API Calls"
              value={performance?.callsLastHour ?? 0}
              caption="in the last hour"
              icon={<SwapVertIcon />}
              loading={loading}
            />
            <StatCard
              label="Response Time"
              value={`${performance?.avgResponseTime ?? 0} ms`}
              caption="average, last hour"
              icon={<SpeedIcon />}
              loading={loading}
            />
            <StatCard
              label="Active Connections"
              value={data?.stats.connections.active ?? 0}
              caption={
                data ? `${data.stats.connections.push} live updates, ${data.stats.connections.live} TikTok` : undefined
              }
              icon={<CableIcon />}
              loading={loading}
            />
            <StatCard
              label="System Alerts"
              value={data?.alerts.length ?? 0}
              icon={<NotificationsActiveIcon />}
              loading={loading}
            />
          </Box>

          {data && (
            <>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}>
                <SummaryCard
                  title={DESTINATIONS.api.title}
                  to={linkTo(DESTINATIONS.api.to)}
                  status={apiStatus(data.stats.performance.errorRate, data.stats.performance.avgResponseTime)}
                >
                  {data.stats.performance.errorRate}% errors and {data.stats.performance.avgResponseTime} ms on average
                  in the last hour. TikTok: {data.live.connections} live connections, {data.live.signCalls} sign calls.
                </SummaryCard>
                <SummaryCard
                  title={DESTINATIONS.audit.title}
                  to={linkTo(DESTINATIONS.audit.to)}
                  status={data.alerts.length ? 'warning' : 'healthy'}
                >
                  {data.auditEntries} entries recorded, {data.alerts.length} active alerts.
                </SummaryCard>
                <SummaryCard title={DESTINATIONS.analytics.title} to={linkTo(DESTINATIONS.analytics.to)}>
                  Last 7 days: {formatCount(data.analytics.activeCreators)} active creators,{' '}
                  {formatCount(data.analytics.totalGifts)} gifts, {formatCount(data.analytics.revenue)} diamonds.
                </SummaryCard>
              </Box>

              {data.stats.nodes.length > 0 && (
                <Box sx={{ mb: 3 }}>
                  <NodesCard nodes={data.stats.nodes} />
                </Box>
              )}

              {destinations.length > 0 && (
                <Card sx={{ mb: 3 }}>
                  <CardContent>
                    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                      Quick Actions
                    </Typography>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                      {destinations.map((destination) => (
                        <Button key={destination.to} variant="outlined" component={LinkBase} to={destination.to}>
                          {destination.action}
                        </Button>
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              )}

              <AlertList alerts={data.alerts} />
            </>
          )}
        </>
      )}
    </Box>
  )
}
