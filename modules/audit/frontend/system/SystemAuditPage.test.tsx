import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { mockFetch, renderInAdmin, sampleUser, storeSession } from '../../../../frontend/src/test/utils'
import { declaringModules, sampleEntry } from '../testSupport'
import type { SystemAuditEntryDto } from '../../shared/audit'
import SystemAuditPage from './SystemAuditPage'

const DAY_MS = 86_400_000

function renderPage() {
  storeSession(sampleUser('ADMIN'))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderInAdmin(
    <QueryClientProvider client={client}>
      <SystemAuditPage />
    </QueryClientProvider>,
    { modules: declaringModules }
  )
}

const systemEntry = (overrides: Partial<SystemAuditEntryDto> = {}): SystemAuditEntryDto => {
  const entry = sampleEntry(overrides)
  return { ...entry, action: entry.eventType, ...overrides }
}

const entries = [
  systemEntry({
    eventType: 'CREATOR_DELETED',
    action: 'CREATOR_DELETED',
    category: 'USER_MANAGEMENT',
    severity: 'CRITICAL',
    actorType: 'ADMIN',
    actorName: 'Ada',
    targetType: 'CREATOR',
    targetName: 'Nova',
    ipAddress: '203.0.113.9',
  }),
  systemEntry({ actorName: 'Mia', ipAddress: null }),
]

const page = (logs: SystemAuditEntryDto[], current: number, totalCount: number) => ({
  body: {
    success: true,
    data: {
      auditLogs: logs,
      pagination: { page: current, limit: 20, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / 20)) },
    },
  },
})

/** The query of each list request, in order. */
const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/admin/audit-logs')
    .map((url) => Object.fromEntries(url.searchParams))

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }))
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

describe('System Audit Logs (/admin/audit)', { timeout: 60_000 }, () => {
  it('shows the log cards of the server with chips, actor, target, time and IP, and the paging text', async () => {
    const before = Date.now()
    const fetchMock = mockFetch({ 'GET /api/admin/audit-logs': page(entries, 1, 45) })
    renderPage()
    await waitFor(() => expect(screen.getAllByTestId('audit-log-card')).toHaveLength(2))
    const [deleted, granted] = screen.getAllByTestId('audit-log-card')
    expect(within(deleted).getByText('Creator Deleted')).toBeInTheDocument()
    expect(within(deleted).getByText('CRITICAL')).toBeInTheDocument()
    expect(within(deleted).getByText('User Management')).toBeInTheDocument()
    expect(deleted).toHaveTextContent('Ada (ADMIN) → Creator: Nova')
    expect(deleted).toHaveTextContent('IP 203.0.113.9')
    expect(within(granted).getByText('Powerup Granted')).toBeInTheDocument()
    expect(granted).not.toHaveTextContent('IP')
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.queryByText(/Using fallback data/)).not.toBeInTheDocument()

    const [query] = listQueries(fetchMock)
    expect(Object.keys(query).sort()).toEqual(['dateFrom', 'limit', 'page'])
    expect(query).toMatchObject({ page: '1', limit: '20' })
    const from = Date.parse(query.dateFrom)
    expect(from).toBeGreaterThanOrEqual(before - 7 * DAY_MS)
    expect(from).toBeLessThanOrEqual(Date.now() - 7 * DAY_MS)
  })

  it('sends every filter to the server, 90 days included, and starts again from page 1', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/audit-logs': (_init, url) => page(entries, Number(url.searchParams.get('page')), 45),
    })
    renderPage()
    await screen.findByText('Page 1 of 3')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled())
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 3')
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '2' })

    await choose('Category', 'Security')
    await choose('Severity', 'High')
    await choose('Actor Type', 'Admin')
    const before = Date.now()
    await choose('Time Range', 'Last 90 days')
    fireEvent.change(screen.getByRole('textbox', { name: 'Search audit logs' }), { target: { value: ' 203.0.113 ' } })
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ search: '203.0.113' }))
    const last = listQueries(fetchMock).at(-1)!
    expect(last).toMatchObject({ page: '1', limit: '20', category: 'SECURITY', severity: 'HIGH', actorType: 'ADMIN' })
    const from = Date.parse(last.dateFrom)
    expect(from).toBeGreaterThanOrEqual(before - 90 * DAY_MS)
    expect(from).toBeLessThanOrEqual(Date.now() - 90 * DAY_MS)
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
  })

  it('Next stops at the last page; an empty result says so', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/audit-logs': (_init, url) =>
        url.searchParams.get('category') ? page([], 1, 0) : page(entries, Number(url.searchParams.get('page')), 21),
    })
    renderPage()
    await screen.findByText('Page 1 of 2')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled())
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 2')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled())
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText('Page 1 of 2')
    await choose('Category', 'API Usage')
    expect(await screen.findByText('No audit logs found')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ category: 'API_USAGE', page: '1' })
  })

  it('a failed fetch shows the warning as an error state, with no sample logs', async () => {
    mockFetch({
      'GET /api/admin/audit-logs': { status: 500, body: { success: false, error: 'Internal server error' } },
    })
    renderPage()
    expect(await screen.findByText('Warning: Using fallback data - API connection failed')).toBeInTheDocument()
    expect(screen.getByText('Internal server error')).toBeInTheDocument()
    expect(screen.queryAllByTestId('audit-log-card')).toHaveLength(0)
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument()
  })

  it('a card opens its details', async () => {
    mockFetch({ 'GET /api/admin/audit-logs': page(entries, 1, 2) })
    renderPage()
    await waitFor(() => expect(screen.getAllByTestId('audit-log-card')).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: `Details of log ${entries[0].id}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Creator Deleted' })
    expect(within(dialog).getByText('203.0.113.9')).toBeInTheDocument()
  })

  it('Export CSV and JSON download the server file of exactly the filtered logs', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/audit-logs': page(entries, 1, 2) })
    const files: Record<string, string> = { csv: 'id,createdAt\r\n1,2025\r\n', json: '[]\n' }
    const listAnswer = page(entries, 1, 2).body
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x')
      if (url.pathname === '/api/admin/audit-logs/export') {
        const format = url.searchParams.get('format')!
        return new Response(files[format], {
          headers: {
            'Content-Disposition': `attachment; filename="audit-log-2025-03-04.${format}"`,
            'X-Total-Count': '2',
          },
        })
      }
      return new Response(JSON.stringify(listAnswer), { headers: { 'Content-Type': 'application/json' } })
    })
    const createObjectURL = vi.fn(() => 'blob:audit')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    renderPage()
    await waitFor(() => expect(screen.getAllByTestId('audit-log-card')).toHaveLength(2))
    await choose('Severity', 'Critical')
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ severity: 'CRITICAL' }))

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(
      await screen.findByText('2 audit logs saved as audit-log-2025-03-04.csv.', {}, { timeout: 10_000 })
    ).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }))
    expect(
      await screen.findByText('2 audit logs saved as audit-log-2025-03-04.json.', {}, { timeout: 10_000 })
    ).toBeInTheDocument()

    const exports = fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), 'http://x'), init }))
      .filter(({ url }) => url.pathname === '/api/admin/audit-logs/export')
    const { page: _page, limit: _limit, ...listed } = listQueries(fetchMock).at(-1)!
    expect(exports.map(({ url }) => Object.fromEntries(url.searchParams))).toEqual([
      { format: 'csv', ...listed },
      { format: 'json', ...listed },
    ])
    expect((exports[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer token-admin')
    const blobs = createObjectURL.mock.calls as unknown as [Blob][]
    expect(await blobs[0][0].text()).toBe(files.csv)
    expect(await blobs[1][0].text()).toBe(files.json)
    expect(click).toHaveBeenCalledTimes(2)
  })
})
