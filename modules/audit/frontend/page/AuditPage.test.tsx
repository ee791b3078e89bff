import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Role } from '@shell'
import { mockFetch, renderInAdmin, sampleUser, storeSession } from '../../../../frontend/src/test/utils'
import { setDisplayTimeZone } from '../../../../frontend/src/shell/format'
import { declaringModules, logsAnswer, sampleEntry } from '../testSupport'
import AuditPage from './AuditPage'

function renderPage(role: Role = 'CREATOR') {
  storeSession(sampleUser(role))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderInAdmin(
    <QueryClientProvider client={client}>
      <AuditPage />
    </QueryClientProvider>,
    { modules: declaringModules }
  )
}

const entries = [
  sampleEntry({ eventType: 'MODERATOR_LOGIN', actorName: 'Mia', targetName: 'Mia', targetType: 'USER', details: {} }),
  sampleEntry({
    eventType: 'POWERUP_USED',
    actorName: 'Mia',
    details: { powerupType: 'glove', count: 1, source: 'kiosk' },
  }),
  sampleEntry({
    eventType: 'POWERUP_GRANTED',
    actorType: 'CREATOR',
    actorName: 'Stream Star',
    details: { powerupType: 'mist', count: 3 },
    metadata: { impersonatedBy: 'admin@x' },
  }),
  sampleEntry({
    eventType: 'MODERATOR_PROMOTED',
    actorType: 'CREATOR',
    actorName: 'Stream Star',
    targetType: 'MODERATOR',
    targetName: 'Zoe',
    details: { permissions: ['use_powerups'] },
  }),
]
const stats = {
  body: { success: true, stats: { totalEntries: 140, loginsToday: 3, powerupActions: 60, moderatorActions: 2 } },
}

describe('Audit page', { timeout: 20_000 }, () => {
  it('shows the cards, the role subtitle and each entry with its sentence', async () => {
    mockFetch({ 'GET /api/audit/logs': logsAnswer(entries), 'GET /api/audit/logs/stats': stats })
    renderPage()
    expect(await screen.findByText("Audit log of your actions and your moderators' actions")).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByTestId('audit-sentence')).toHaveLength(4))
    expect(screen.getAllByTestId('audit-sentence').map((line) => line.textContent)).toEqual([
      'Mia (MODERATOR) logged in',
      'Mia (MODERATOR) used 1 glove',
      'Stream Star (CREATOR) granted 3 mist to Pia',
      'Stream Star (CREATOR) promoted Zoe to moderator',
    ])
    expect(screen.getByLabelText('Total Entries')).toHaveTextContent('140')
    expect(screen.getByLabelText('Logins Today')).toHaveTextContent('3')
    expect(screen.getByLabelText('Powerup Actions')).toHaveTextContent('60')
    expect(screen.getByLabelText('Moderator Actions')).toHaveTextContent('2')
    expect(screen.getAllByText(/· 5m ago$/)).toHaveLength(4)
  })

  it('filters by event type buttons and by search', async () => {
    mockFetch({ 'GET /api/audit/logs': logsAnswer(entries), 'GET /api/audit/logs/stats': stats })
    renderPage()
    await waitFor(() => expect(screen.getAllByTestId('audit-sentence')).toHaveLength(4))
    const filters = within(screen.getByRole('group', { name: 'Filter by event type' }))
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Moderator Login',
      'Moderator Promoted',
      'Powerup Granted',
      'Powerup Used',
    ])
    fireEvent.click(filters.getByRole('button', { name: 'Powerup Used' }))
    expect(screen.getAllByTestId('audit-sentence').map((line) => line.textContent)).toEqual([
      'Mia (MODERATOR) used 1 glove',
    ])
    fireEvent.click(filters.getByRole('button', { name: 'All' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Search audit entries' }), { target: { value: 'zoe' } })
    expect(screen.getAllByTestId('audit-sentence')).toHaveLength(1)
    fireEvent.change(screen.getByRole('textbox', { name: 'Search audit entries' }), {
      target: { value: 'nothing-like-this' },
    })
    expect(screen.getByText('No audit entries found')).toBeInTheDocument()
    expect(screen.getByText('Try another search, event type or time period.')).toBeInTheDocument()
  })

  it("the details dialog shows the entry's real details", async () => {
    mockFetch({ 'GET /api/audit/logs': logsAnswer(entries), 'GET /api/audit/logs/stats': stats })
    renderPage()
    await waitFor(() => expect(screen.getAllByTestId('audit-sentence')).toHaveLength(4))
    fireEvent.click(screen.getByRole('button', { name: `Details of entry ${entries[2].id}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Powerup Granted' })
    expect(within(dialog).getByText('Stream Star granted 3 mist to Pia')).toBeInTheDocument()
    expect(within(dialog).getByText('mist')).toBeInTheDocument()
    expect(within(dialog).getByText('3')).toBeInTheDocument()
    expect(within(dialog).getByText('admin@x')).toBeInTheDocument()
    expect(within(dialog).getByText('127.0.0.1')).toBeInTheDocument()
    expect(within(dialog).getByText('Pia (PLAYER)')).toBeInTheDocument()
  })

  it('says when nothing is recorded at all, with the period sent to the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/audit/logs': logsAnswer([]), 'GET /api/audit/logs/stats': stats })
    renderPage('MODERATOR')
    expect(await screen.findByText('No audit entries found')).toBeInTheDocument()
    expect(
      screen.getByText('Nothing has been recorded in this period yet. Actions appear here as they happen.')
    ).toBeInTheDocument()
    expect(screen.getByText('activities related to your account and powerups')).toBeInTheDocument()
    const url = new URL(
      String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/audit/logs?'))![0]),
      'http://x'
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({ days: '30', limit: '100', page: '1' })
  })

  it("asks for 'Logins Today' from midnight in the time zone the list's times are shown in", async () => {
    setDisplayTimeZone('Asia/Tokyo')
    try {
      const fetchMock = mockFetch({ 'GET /api/audit/logs': logsAnswer(entries), 'GET /api/audit/logs/stats': stats })
      renderPage()
      await waitFor(() => expect(screen.getByLabelText('Logins Today')).toHaveTextContent('3'))
      const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/audit/logs/stats'))!
      expect(Object.fromEntries(new URL(String(call[0]), 'http://x').searchParams)).toEqual({
        days: '30',
        timeZone: 'Asia/Tokyo',
      })
    } finally {
      setDisplayTimeZone(undefined)
    }
  })

  it('Export downloads the server file of the filtered entries', async () => {
    const fetchMock = mockFetch({ 'GET /api/audit/logs': logsAnswer(entries), 'GET /api/audit/logs/stats': stats })
    const exportBody = 'id,createdAt\r\n1,2025\r\n'
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.startsWith('/api/audit/logs/export')) {
        return new Response(exportBody, {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="audit-log-2025-03-04.csv"',
            'X-Total-Count': '1',
          },
        })
      }
      const body = url.startsWith('/api/audit/logs/stats') ? stats.body : logsAnswer(entries).body
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
    })
    const createObjectURL = vi.fn(() => 'blob:audit')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    renderPage()
    await waitFor(() => expect(screen.getAllByTestId('audit-sentence')).toHaveLength(4))
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Filter by event type' })).getByRole('button', { name: 'Powerup Used' })
    )
    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }))
    expect(await screen.findByText('Export Successful')).toBeInTheDocument()
    expect(screen.getByText('1 audit entry saved as audit-log-2025-03-04.csv.')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/audit/logs/export'))!
    expect(Object.fromEntries(new URL(String(call[0]), 'http://x').searchParams)).toEqual({
      format: 'csv',
      days: '30',
      eventType: 'POWERUP_USED',
    })
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-creator')
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0]
    expect(await blob.text()).toBe(exportBody)
    expect(click).toHaveBeenCalled()
  })
})
