import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { defineFrontendModule } from '@shell'
import { mockFetch, renderInAdmin, sampleUser, storeSession } from '@shell/test'
import {
  formatUptime,
  namedCreators,
  shortNodeId,
  type ApiUsageDto,
  type NodeDto,
  type SystemHealthDto,
} from '../../shared/monitoring'
import admin from '../index'
import ApiMonitoringPage from './ApiMonitoringPage'
import SystemHealthPage from './SystemHealthPage'

/** Modules with the audit and analytics pages' routes, as those modules declare them (the summaries link there). */
const withRoute = (name: string, path: string) =>
  defineFrontendModule({
    dependsOn: [],
    name,
    routes: [{ path, roles: ['ADMIN'], element: async () => ({ default: () => null }) }],
  })
const audit = withRoute('audit', '/admin/audit')
const analytics = withRoute('analytics', '/admin/analytics')

const MB = 1024 * 1024
/** Two app processes; the second answered. */
const twoNodes = (liveOnFirst: number[]): NodeDto[] => [
  {
    id: 'app-1.internal.example:4120:a1b2c3',
    self: false,
    startedAt: '2026-11-22T08:00:00.000Z',
    liveConnections: liveOnFirst,
    pushStreams: 2,
    rssBytes: 150 * MB,
  },
  {
    id: 'app-2:88:d4e5f6',
    self: true,
    startedAt: '2026-11-23T09:30:00.000Z',
    liveConnections: [],
    pushStreams: 1,
    rssBytes: 210 * MB,
  },
]

const stats = {
  success: true,
  connections: { active: 4, push: 3, live: 1 },
  nodes: twoNodes([7]),
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
  connections: { active: 5, push: 3, live: 2 },
  nodes: twoNodes([3, 7]),
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

describe('node figures', () => {
  it('shortens a node id to the first label of its host, its pid and suffix', () => {
    expect(shortNodeId('app-1.internal.example:4120:a1b2c3')).toBe('app-1:4120:a1b2c3')
    expect(shortNodeId('3f9c2a1b7d4e5f60a:1:00ff00')).toBe('3f9c2a1b7d4e:1:00ff00')
  })

  it('names up to 20 creators, then counts the rest', () => {
    expect(namedCreators([3, 7])).toBe('3, 7')
    const many = Array.from({ length: 23 }, (_, index) => index + 1)
    expect(namedCreators(many)).toBe(`${many.slice(0, 20).join(', ')} and 3 more`)
  })
})

describe('formatUptime', () => {
  it('shows days, hours and minutes', () => {
    expect(formatUptime(90_061)).toBe('1d 1h 1m')
    expect(formatUptime(3 * 3600 + 59)).toBe('3h 0m')
    expect(formatUptime(420)).toBe('7m')
  })
})

const apiStats = {
  success: true,
  tiktokConnector: { connections: 2, connecting: 0, watched: 2, rateLimited: false, rateLimitedUntil: null },
  eulerstream: { calls: 31, usage: 3.1, limit: 1000 },
}
const analyticsAnswer = {
  success: true,
  data: { overview: { activeCreators: 3, totalGifts: 140, revenue: 9200, totalCreators: 5 } },
}
const healthFetches = {
  'GET /api/tiktok-optimized/api-stats': { body: apiStats },
  'GET /api/monitoring/stats': { body: stats },
  'GET /api/monitoring/alerts': { body: { success: true, alerts } },
  'GET /api/audit/logs': { body: { success: true, data: { logs: [], pagination: { total: 57 } } } },
  'GET /api/analytics': (_init: RequestInit | undefined, url: URL) =>
    url.searchParams.get('dateRange') === '7d'
      ? { body: analyticsAnswer }
      : { status: 400, body: { success: false, error: 'unexpected range' } },
}
const failed = (error: string) => ({ status: 500, body: { success: false, error } })

describe('SystemHealthPage', () => {
  it('shows the four measured figures, the three summaries with their rules, the quick actions and the alerts', async () => {
    mockFetch(healthFetches)
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<SystemHealthPage />, { path: '/admin/system-health', modules: [admin, audit, analytics] })

    expect(await screen.findByText('TikTok LIVE connector: failing')).toBeInTheDocument()
    expect(screen.getByLabelText('API Calls')).toHaveTextContent('120')
    expect(screen.getByLabelText('Response Time')).toHaveTextContent('42.5 ms')
    expect(screen.getByLabelText('Active Connections')).toHaveTextContent('4')
    expect(screen.getByLabelText('System Alerts')).toHaveTextContent('1')
    // above 5 % errors the API needs attention; any alert flags the audit summary too
    const apiCard = screen.getByRole('link', { name: /^API Monitoring/ })
    expect(apiCard).toHaveAttribute('href', '/admin/api-monitoring')
    expect(within(apiCard).getByText('Warning')).toBeInTheDocument()
    expect(apiCard).toHaveTextContent('TikTok: 2 live connections, 31 sign calls.')
    const auditCard = screen.getByRole('link', { name: /^Audit Logs/ })
    expect(auditCard).toHaveAttribute('href', '/admin/audit')
    expect(within(auditCard).getByText('Warning')).toBeInTheDocument()
    expect(auditCard).toHaveTextContent('57 entries recorded, 1 active alerts.')
    const analyticsCard = screen.getByRole('link', { name: /^Analytics/ })
    expect(analyticsCard).toHaveAttribute('href', '/admin/analytics')
    expect(analyticsCard).toHaveTextContent('Last 7 days: 3 active creators, 140 gifts, 9,200 diamonds.')
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument()

    expect(screen.getByRole('link', { name: 'View API Monitoring' })).toHaveAttribute('href', '/admin/api-monitoring')
    expect(screen.getByRole('link', { name: 'View Audit Logs' })).toHaveAttribute('href', '/admin/audit')
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/admin/analytics')
  })

  it('lists the nodes, this one marked, with the totals', async () => {
    mockFetch(healthFetches)
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<SystemHealthPage />, { path: '/admin/system-health', modules: [admin] })

    const table = await screen.findByRole('table', { name: 'Nodes' })
    const rows = within(table).getAllByTestId('node')
    expect(rows).toHaveLength(2)
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells(rows[0])).toEqual(['app-1:4120:a1b2c3', expect.any(String), '1', '2', '150 MB'])
    expect(cells(rows[1])).toEqual(['app-2:88:d4e5f6This node', expect.any(String), '0', '1', '210 MB'])
    expect(within(rows[0]).queryByText('This node')).not.toBeInTheDocument()
    expect(cells(within(table).getByTestId('nodes-total'))).toEqual(['Total: 2 nodes', '', '1', '3', '360 MB'])
  })

  it('is healthy below 5 % errors and 1000 ms with no alert', async () => {
    mockFetch({
      ...healthFetches,
      'GET /api/monitoring/stats': {
        body: { ...stats, performance: { errorRate: 5, avgResponseTime: 1000, callsLastHour: 40 } },
      },
      'GET /api/monitoring/alerts': { body: { success: true, alerts: [] } },
    })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<SystemHealthPage />, { path: '/admin/system-health', modules: [admin, audit, analytics] })

    const apiCard = await screen.findByRole('link', { name: /^API Monitoring/ })
    expect(within(apiCard).getByText('Healthy')).toBeInTheDocument()
    expect(within(screen.getByRole('link', { name: /^Audit Logs/ })).getByText('Healthy')).toBeInTheDocument()
    expect(screen.getByText('No alerts: every service is healthy.')).toBeInTheDocument()
  })

  it.each([
    ['GET /api/tiktok-optimized/api-stats', 'TikTok API stats', /TikTok: 0 live connections, 0 sign calls/],
    ['GET /api/monitoring/stats', 'Monitoring stats', /^0% errors and 0 ms on average/],
    ['GET /api/audit/logs', 'Audit logs', /^0 entries recorded/],
    ['GET /api/monitoring/alerts', 'Alerts', /0 active alerts/],
    ['GET /api/analytics', 'Analytics', /Last 7 days: 0 active creators, 0 gifts, 0 diamonds/],
  ])('falls back to zeros when %s fails and names it', async (call, what, zeros) => {
    mockFetch({ ...healthFetches, [call]: failed('Database unavailable') })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<SystemHealthPage />, { path: '/admin/system-health', modules: [admin, audit, analytics] })

    expect(
      await screen.findByText(`Some figures could not be loaded and show as 0: ${what}: Database unavailable`)
    ).toBeInTheDocument()
    expect(screen.getAllByText(zeros).length).toBeGreaterThan(0)
  })

  it('names every failure while one fetch still answers; without the screens, no links', async () => {
    mockFetch({
      'GET /api/monitoring/alerts': { body: { success: true, alerts: [] } },
      'GET /api/analytics': { status: 404, body: { success: false, error: 'Route not found' } },
    })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<SystemHealthPage />, { path: '/admin/system-health', modules: [admin] })

    const warning = await screen.findByText(/Some figures could not be loaded and show as 0/)
    for (const what of ['TikTok API stats', 'Monitoring stats', 'Audit logs', 'Analytics: Route not found'])
      expect(warning).toHaveTextContent(what)
    expect(screen.getByLabelText('API Calls')).toHaveTextContent('0')
    // without the audit and analytics modules their summaries lead nowhere and have no quick action
    expect(screen.queryByRole('link', { name: /^Audit Logs/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'View Analytics' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View API Monitoring' })).toBeInTheDocument()
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
      'GET /api/admin/alerts': { body: { success: true, alerts } },
    })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<ApiMonitoringPage />, { path: '/admin/api-monitoring', modules: [admin] })

    expect(await screen.findByLabelText('Uptime')).toHaveTextContent('1d 1h 1m')
    expect(screen.getByLabelText('Memory')).toHaveTextContent('41.7%')
    expect(screen.getByLabelText('Active Connections')).toHaveTextContent('5')
    expect(screen.getByText('3 live updates, 2 TikTok; 2 users active')).toBeInTheDocument()
    expect(screen.getByText('TikTok LIVE connector: failing')).toBeInTheDocument()
    expect(screen.getByText(/Last updated/)).toHaveTextContent('refreshing every 30 seconds')
    const services = screen.getAllByTestId('service')
    expect(services).toHaveLength(3)
    expect(services[2]).toHaveTextContent('TikTok LIVE connector')
    expect(services[2]).toHaveTextContent('Critical')
    expect(screen.getByText(/2400 calls, 7.5% server errors, 4 refused requests/)).toBeInTheDocument()

    const nodes = screen.getAllByTestId('node')
    expect(nodes).toHaveLength(2)
    expect(within(nodes[1]).getByText('This node')).toBeInTheDocument()
    expect(within(nodes[0]).getByLabelText('Creators 3, 7')).toHaveTextContent('2')
    await userEvent.hover(within(nodes[0]).getByLabelText('Creators 3, 7'))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Creators 3, 7')
    expect(within(screen.getByTestId('nodes-total')).getAllByRole('cell')[2]).toHaveTextContent('2')

    await userEvent.click(screen.getByRole('button', { name: 'Last hour' }))
    expect(await screen.findByText(/^120 calls, 7.5% server errors/)).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Auto-refresh'))
    expect(screen.getByText(/Last updated/)).not.toHaveTextContent('refreshing')
  })

  it("shows the TikTok connector's cap, rate limit and lifecycle counts", async () => {
    const tiktokConnector = {
      status: 'error',
      connections: 2,
      connecting: 1,
      watched: 4,
      rateLimited: true,
      rateLimitedUntil: '2026-11-23T12:00:00.000Z',
      lastRateLimitWaitMs: 32_400,
      connectsLastMinute: 5,
      connectCap: 5,
      connectCapBlockedUntil: '2026-11-23T11:59:30.000Z',
      stalls: 3,
      drops: 1,
      reconnects: 4,
      roomChanges: 1,
      rateLimits: 2,
    }
    mockFetch({
      'GET /api/admin/system-health': { body: { success: true, ...health, apis: { tiktokConnector } } },
      'GET /api/admin/api-usage': { body: { success: true, ...usage('24h') } },
      'GET /api/admin/alerts': { body: { success: true, alerts } },
    })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<ApiMonitoringPage />, { path: '/admin/api-monitoring', modules: [admin] })

    const figures = await screen.findByRole('region', { name: 'TikTok LIVE connector' })
    expect(within(figures).getByLabelText('Live Connections')).toHaveTextContent('2')
    expect(within(figures).getByText('1 connecting, 4 creators watched')).toBeInTheDocument()
    expect(within(figures).getByLabelText('Connect Cap')).toHaveTextContent('5 / 5')
    expect(within(figures).getByText(/^Full: next connect at /)).toBeInTheDocument()
    expect(within(figures).getByLabelText('Sign Server Rate Limit')).toHaveTextContent('Waiting')
    expect(within(figures).getByText(/\(33 s with jitter\)$/)).toBeInTheDocument()
    expect(within(figures).getByLabelText('Stalls')).toHaveTextContent('3')
    expect(within(figures).getByText('1 drop, 4 reconnects, 1 room change since start')).toBeInTheDocument()
  })

  it('shows no connector figures when the live module reports none', async () => {
    mockFetch({
      'GET /api/admin/system-health': { body: { success: true, ...health } },
      'GET /api/admin/api-usage': { body: { success: true, ...usage('24h') } },
      'GET /api/admin/alerts': { body: { success: true, alerts } },
    })
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(<ApiMonitoringPage />, { path: '/admin/api-monitoring', modules: [admin] })

    expect(await screen.findByLabelText('Uptime')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'TikTok LIVE connector' })).not.toBeInTheDocument()
  })
})
