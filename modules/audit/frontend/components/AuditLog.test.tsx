import type { ReactNode } from 'react'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { mockFetch, renderInAdmin, sampleUser, storeSession } from '../../../../frontend/src/test/utils'
import { declaringModules, logsAnswer, sampleEntry } from '../testSupport'
import { AuditLog } from './AuditLog'

function renderLog(ui: ReactNode) {
  storeSession(sampleUser('CREATOR'))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderInAdmin(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { modules: declaringModules })
}

const requested = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => Object.fromEntries(new URL(String(input), 'http://x').searchParams))

describe('Audit Log component', { timeout: 20_000 }, () => {
  it('lists entries (title, sentence, details, actor badge, relative time) and loads more', async () => {
    const first = [sampleEntry({ details: { powerupType: 'glove', count: 2 } })]
    const second = [sampleEntry({ eventType: 'PLAYER_CREATED', actorType: 'CREATOR', actorName: 'Star', details: {} })]
    const fetchMock = mockFetch({
      'GET /api/audit/logs': () => (requested(fetchMock).length > 1 ? logsAnswer(second) : logsAnswer(first, true)),
    })
    renderLog(<AuditLog />)
    expect(await screen.findByText('Audit Log')).toBeInTheDocument()
    expect(await screen.findByText('Powerup Granted')).toBeInTheDocument()
    expect(screen.getByText('Mia granted 2 glove to Pia')).toBeInTheDocument()
    expect(screen.getByText('Type: Glove · Count: 2')).toBeInTheDocument()
    expect(screen.getByText('MODERATOR')).toBeInTheDocument()
    expect(screen.getByText('5m ago')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Star Player created')).toBeInTheDocument()
    expect(requested(fetchMock).map((query) => query.page)).toEqual(['1', '2'])
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument())
  })

  it('with maxEntries: that many, no Load More; the period select refetches', async () => {
    const fetchMock = mockFetch({
      'GET /api/audit/logs': logsAnswer([sampleEntry(), sampleEntry(), sampleEntry()], true),
    })
    renderLog(<AuditLog maxEntries={2} title="Recent Activity" />)
    await waitFor(() => expect(screen.getAllByText('Powerup Granted')).toHaveLength(2))
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    expect(requested(fetchMock)[0]).toMatchObject({ limit: '2', days: '30' })
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }))
    await waitFor(() => expect(requested(fetchMock).at(-1)).toMatchObject({ days: '7' }))
  })

  it('empty and failure states', async () => {
    mockFetch({ 'GET /api/audit/logs': logsAnswer([]) })
    const { unmount } = renderLog(<AuditLog />)
    expect(await screen.findByText('No audit logs found')).toBeInTheDocument()
    unmount()
    mockFetch({ 'GET /api/audit/logs': { status: 500, body: { success: false } } })
    renderLog(<AuditLog />)
    expect(await screen.findAllByText('Failed to fetch audit logs')).not.toHaveLength(0)
  })
})
