import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
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
import { ErrorPanel, errorMessage, PageHeader, StatCard, useHasRoute } from '@shell'
import { apiStatus, STATUS_LABELS, type HealthStatus } from '../../shared/monitoring'
import { STATUS_COLORS } from './format'
import { fetchSystemHealthOverview, monitoringKeys } from './monitoringApi'

function SummaryCard({
  title,
  to,
  status,
  children,
}: {
  title: string
  to: string
  status: HealthStatus
  children: ReactNode
}) {
  return (
    <Card>
      <CardActionArea component={LinkBase} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Chip size="small" color={STATUS_COLORS[status]} label={STATUS_LABELS[status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {children}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** /admin/system-health (spec 2 §2): the measured state of the platform at a glance. */
export default function SystemHealthPage() {
  const hasAudit = useHasRoute()('/admin/audit')
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
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mb: 3 }}>
                <SummaryCard
                  title="API Monitoring"
                  to="/admin/api-monitoring"
                  status={apiStatus(data.stats.performance.errorRate, data.stats.performance.avgResponseTime)}
                >
                  {data.stats.performance.errorRate}% errors in the last hour. Services, usage and machine figures.
                </SummaryCard>
                {hasAudit && (
                  <SummaryCard title="Audit Logs" to="/admin/audit" status={data.alerts.length ? 'warning' : 'healthy'}>
                    {data.auditEntries} entries recorded.
                  </SummaryCard>
                )}
              </Box>

              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    Alerts
                  </Typography>
                  {data.alerts.length === 0 ? (
                    <Typography color="text.secondary">No alerts: every service is healthy.</Typography>
                  ) : (
                    <Stack spacing={1}>
                      {data.alerts.map((alert) => (
                        <Alert key={alert.id} severity={alert.severity === 'critical' ? 'error' : 'warning'}>
                          <AlertTitle>{alert.title}</AlertTitle>
                          {alert.message}
                        </Alert>
                      ))}
                    </Stack>
                  )}
                </CardContent>
              </Card>
            </>
          )}
        </>
      )}
    </Box>
  )
}
