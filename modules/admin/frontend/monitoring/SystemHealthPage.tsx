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
import { LinkBase, useTranslate } from 'react-admin'
import { ErrorPanel, errorMessage, formatCount, PageHeader, StatCard, useHasRoute } from '@shell'
import { apiStatus, type HealthStatus } from '../../shared/monitoring'
import { STATUS_COLORS, STATUS_KEYS } from './format'
import { AlertList } from './AlertList'
import { NodesCard } from './NodesCard'
import { fetchSystemHealthOverview, monitoringKeys } from './monitoringApi'

/** The three screens the summaries and Quick Actions lead to (docs/api/admin.md); titles and actions are message keys. */
const DESTINATIONS = {
  api: { to: '/admin/api-monitoring', title: 'admin.health.apiTitle', action: 'admin.health.apiAction' },
  audit: { to: '/admin/audit', title: 'admin.health.auditTitle', action: 'admin.health.auditAction' },
  analytics: { to: '/admin/analytics', title: 'admin.health.analyticsTitle', action: 'admin.health.analyticsAction' },
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
  const translate = useTranslate()
  const content = (
    <CardContent>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        {status && <Chip size="small" color={STATUS_COLORS[status]} label={translate(STATUS_KEYS[status])} />}
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
  const translate = useTranslate()
  const destinations = Object.values(DESTINATIONS).filter((destination) => hasRoute(destination.to))
  const linkTo = (to: string) => (hasRoute(to) ? to : undefined)
  const overview = useQuery({ queryKey: monitoringKeys.overview, queryFn: fetchSystemHealthOverview, retry: false })
  const data = overview.data
  const performance = data?.stats.performance
  const loading = overview.isPending

  return (
    <Box>
      <PageHeader
        title={translate('admin.health.title')}
        subtitle={translate('admin.health.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => overview.refetch()}
            disabled={overview.isFetching}
          >
            {translate('admin.health.refresh')}
          </Button>
        }
      />

      {overview.error ? (
        <ErrorPanel
          title={translate('admin.health.loadErrorTitle')}
          message={errorMessage(overview.error, translate('admin.health.loadFailed'))}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <>
          {!!data?.failures.length && (
            <Alert severity="warning" sx={{ mb: 3 }}>
              {translate('admin.health.partial', { failures: data.failures.join('; ') })}
            </Alert>
          )}
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}
          >
            <StatCard
              label={translate('admin.health.apiCalls')}
              value={performance?.callsLastHour ?? 0}
              caption={translate('admin.health.lastHour')}
              icon={<SwapVertIcon />}
              loading={loading}
            />
            <StatCard
              label={translate('admin.health.responseTime')}
              value={translate('admin.health.ms', { value: formatCount(performance?.avgResponseTime) })}
              caption={translate('admin.health.averageLastHour')}
              icon={<SpeedIcon />}
              loading={loading}
            />
            <StatCard
              label={translate('admin.health.activeConnections')}
              value={data?.stats.connections.active ?? 0}
              caption={
                data
                  ? translate('admin.health.connectionsCaption', {
                      push: data.stats.connections.push,
                      live: data.stats.connections.live,
                    })
                  : undefined
              }
              icon={<CableIcon />}
              loading={loading}
            />
            <StatCard
              label={translate('admin.health.systemAlerts')}
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
                  {translate('admin.health.apiSummary', {
                    errorRate: data.stats.performance.errorRate,
                    ms: data.stats.performance.avgResponseTime,
                    connections: data.live.connections,
                    signCalls: data.live.signCalls,
                  })}
                </SummaryCard>
                <SummaryCard
                  title={DESTINATIONS.audit.title}
                  to={linkTo(DESTINATIONS.audit.to)}
                  status={data.alerts.length ? 'warning' : 'healthy'}
                >
                  {translate('admin.health.auditSummary', { entries: data.auditEntries, alerts: data.alerts.length })}
                </SummaryCard>
                <SummaryCard title={DESTINATIONS.analytics.title} to={linkTo(DESTINATIONS.analytics.to)}>
                  {translate('admin.health.analyticsSummary', {
                    creators: formatCount(data.analytics.activeCreators),
                    gifts: formatCount(data.analytics.totalGifts),
                    diamonds: formatCount(data.analytics.revenue),
                  })}
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
                      {translate('admin.health.quickActions')}
                    </Typography>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                      {destinations.map((destination) => (
                        <Button key={destination.to} variant="outlined" component={LinkBase} to={destination.to}>
                          {translate(destination.action)}
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
