import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { defineFrontendModule } from '@shell'
import { mockFetch, renderInAdmin, sampleUser, storeSession } from '@shell/test'
import { formatUptime, type ApiUsageDto, type SystemHealthDto } from '../../shared/monitoring'
import admin from '../index'
import ApiMonitoringPage from './ApiMonitoringPage'
import SystemHealthPage from './SystemHealthPage'

/** A module with the audit page's route, as the audit module declares it (the summary links there when it exists). */
const audit = defineFrontendModule({
  name: 'audit',
  routes: [{ path: '/admin/audit', roles: ['ADMIN'], element: async () => ({ default: () => null }) }],
})

const stats = {
  success: true,
  connections: { active: 4, push: 3, live: 1 },
  performance: { errorRate: 7.5, avgResponseTime: 42.5, callsLastHour: 120 },
}
const alerts = [
  {
    id: 'tiktok-connector',
    severity: 'critical',
    title: 'TikTok LIVE connector: failing',
    message: 'Rate limited by TikTok until 12:00:00 UTC',
  },
]

const health: SystemHealthDto = {
  status: 'error',
  apis: {},
  services: [
    {
      id: 'api',
      name: 'Powerdeck API',
      status: 'warning',
      detail: '120 calls in the last hour, 7.5% errors, 42.5 ms on average',
    },
    { id: 'database', name: 'SQLite database', status: 'healthy', detail: 'Answered in 1 ms' },
    {
      id: 'tiktok-connector',
      name: 'TikTok LIVE connector',
      status: 'error',
      detail: 'Rate limited by TikTok until 12:00:00 UTC',
    },
  ],
  system: {
    uptime: 90_061,
    startedAt: '2026-11-22T08:00:00.000Z',
    activeUsers: 2,
    cpu: 3.2,
    load: 12.5,
    memory: 41.7,
    disk: 63.1,
    processMemoryMb: 180,
  },
}
const usage = (timeRange: '1h' | '24h'): ApiUsageDto => ({
  timeRange,
  totalCalls: timeRange === '1h' ? 120 : 2400,
  serverErrors: 9,
  clientErrors: 4,
  errorRate: 7.5,
  avgResponseTime: 42.5,
  series: [{ at: '2026-11-23T10:00:00.000Z', calls: 120, errors: 9, avgResponseTime: 42.5 }],
})

describe('formatUptime', () => {
  it('shows days, hours and minutes', () => {
    expect(formatUptime(90_061)).toBe('1d 1h 1m')
    expect(formatUptime(3 * 3600 + 59)).toBe('3h 0m')
    expect(formatUptime(420)).toBe('7m')
  })
})

describe('SystemHealthPage', () => {
  it('shows the four measured figures, the summaries and the alerts', async () => {
    mockFetch({
      'GET /api/monitoring/stats': { body: stats },
      'GET /api/monitoring/alerts': { body: { success: true, alerts } },
      'GET /api/audit/logs': { body: { success: true, data: { logs: [], pagination: { total: 57 } } } },
    })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<SystemHealthPage />, { path: '/admin/system-health', modules: [admin, audit] })

    expect(await screen.findByText('TikTok LIVE connector: failing')).toBeInTheDocument()
    expect(screen.getByLabelText('API Calls')).toHaveTextContent('120')
    expect(screen.getByLabelText('Response Time')).toHaveTextContent('42.5 ms')
    expect(screen.getByLabelText('Active Connections')).toHaveTextContent('4')
    expect(screen.getByLabelText('System Alerts')).toHaveTextContent('1')
    // above 5 % errors the API needs attention; any alert flags the audit summary too
    const apiCard = screen.getByRole('link', { name: /API Monitoring/ })
    expect(apiCard).toHaveAttribute('href', '/admin/api-monitoring')
    expect(within(apiCard).getByText('Warning')).toBeInTheDocument()
    const auditCard = screen.getByRole('link', { name: /Audit Logs/ })
    expect(auditCard).toHaveAttribute('href', '/admin/audit')
    expect(auditCard).toHaveTextContent('57 entries recorded.')
  })

  it('shows zeros and says which figures failed', async () => {
    mockFetch({
      'GET /api/monitoring/stats': { status: 500, body: { success: false, error: 'Database unavailable' } },
      'GET /api/monitoring/alerts': { body: { success: true, alerts: [] } },
      'GET /api/audit/logs': { body: { success: true, data: { logs: [], pagination: { total: 3 } } } },
    })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<SystemHealthPage />, { path: '/admin/system-health', modules: [admin] })

    expect(
      await screen.findByText(/Some figures could not be loaded and show as 0: Monitoring stats: Database unavailable/)
    ).toBeInTheDocument()
    expect(screen.getByLabelText('API Calls')).toHaveTextContent('0')
    expect(screen.getByText('No alerts: every service is healthy.')).toBeInTheDocument()
    // without the audit module there is no audit summary to link to
    expect(screen.queryByRole('link', { name: /Audit Logs/ })).not.toBeInTheDocument()
  })

  it('shows an inline error when nothing could be loaded', async () => {
    mockFetch({})
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<SystemHealthPage />, { path: '/admin/system-health', modules: [admin] })
    expect(await screen.findByText('Error Loading System Health')).toBeInTheDocument()
  })
})

describe('ApiMonitoringPage', () => {
  it('shows uptime, resources, services and usage of the chosen window', async () => {
    mockFetch({
      'GET /api/admin/system-health': { body: { success: true, ...health } },
      'GET /api/admin/api-usage': (_init, url) => ({
        body: { success: true, ...usage(url.searchParams.get('timeRange') as '1h' | '24h') },
      }),
    })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<ApiMonitoringPage />, { path: '/admin/api-monitoring', modules: [admin] })

    expect(await screen.findByLabelText('Uptime')).toHaveTextContent('1d 1h 1m')
    expect(screen.getByLabelText('Memory')).toHaveTextContent('41.7%')
    expect(screen.getByText(/Last updated/)).toHaveTextContent('refreshing every 30 seconds')
    const services = screen.getAllByTestId('service')
    expect(services).toHaveLength(3)
    expect(services[2]).toHaveTextContent('TikTok LIVE connector')
    expect(services[2]).toHaveTextContent('Critical')
    expect(screen.getByText(/2400 calls, 7.5% server errors, 4 refused requests/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Last hour' }))
    expect(await screen.findByText(/^120 calls, 7.5% server errors/)).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Auto-refresh'))
    expect(screen.getByText(/Last updated/)).not.toHaveTextContent('refreshing')
  })
})
