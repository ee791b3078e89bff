import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { MatchReportDto } from '../../shared/matches'
import MatchHistoryPage from '../history/MatchHistoryPage'
import { mockFetch, renderMatches, sampleMatch } from '../testSupport'
import MatchReportPage, { scorePoints } from './MatchReportPage'

const SLOW = { timeout: 5000 }
const ended = sampleMatch({
  ours: 1500,
  theirs: 700,
  endedAt: new Date().toISOString(),
  result: 'win',
  used: { glove: 2, 'time-maker': 1 },
})
const report: MatchReportDto = {
  ...ended,
  scores: [
    { at: ended.startedAt, ours: 0, theirs: 0 },
    { at: new Date(Date.parse(ended.startedAt) + 30_000).toISOString(), ours: 1500, theirs: 700 },
  ],
  uses: [{ at: ended.startedAt, type: 'glove', playerId: 1, playerName: 'alice', by: 'Demo Creator', source: 'kiosk' }],
}

describe('match history and report', { timeout: 20_000 }, () => {
  it('lists the matches newest first with score, result and items, each linking to its report', async () => {
    const fetchMock = mockFetch({
      'GET /api/live/matches': { body: { success: true, matches: [ended], total: 1 } },
    })
    renderMatches(<MatchHistoryPage />, { path: '/matches' })
    const table = await screen.findByRole('table', { name: 'Match History' }, SLOW)
    const row = within(table).getAllByRole('row')[1]
    expect(within(row).getByText('Rival Host')).toBeInTheDocument()
    expect(within(row).getByText('1,500 : 700')).toBeInTheDocument()
    expect(within(row).getByText('Win')).toBeInTheDocument()
    expect(within(row).getByText('3')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Rival Host' })).toHaveAttribute('href', '/matches/7')
    expect(String(fetchMock.mock.calls[0][0])).toContain('page=1')
  })

  it("an admin reads a creator's matches, each row linking to the report under the creator", async () => {
    const fetchMock = mockFetch({ 'GET /api/live/matches': { body: { success: true, matches: [ended], total: 1 } } })
    renderMatches(
      <Routes>
        <Route path="/admin/creators/:creatorId/matches" element={<MatchHistoryPage />} />
      </Routes>,
      { role: 'ADMIN', path: '/admin/creators/2/matches' }
    )
    const table = await screen.findByRole('table', { name: 'Match History' }, SLOW)
    expect(screen.getByRole('heading', { name: "Creator's Matches" })).toBeInTheDocument()
    expect(within(table).getByRole('link', { name: 'Rival Host' })).toHaveAttribute(
      'href',
      '/admin/creators/2/matches/7'
    )
    expect(String(fetchMock.mock.calls[0][0])).toContain('creatorId=2')
  })

  it("an admin opens a creator's report and exports it, naming the creator", async () => {
    const fetchMock = mockFetch({
      'GET /api/live/matches/7': { body: { success: true, match: report } },
      'GET /api/live/matches/7/export': {
        body: '{}',
        headers: { 'Content-Disposition': 'attachment; filename="match-7.json"' },
      },
    })
    Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:match'), revokeObjectURL: vi.fn() })
    renderMatches(
      <Routes>
        <Route path="/admin/creators/:creatorId/matches/:id" element={<MatchReportPage />} />
      </Routes>,
      { role: 'ADMIN', path: '/admin/creators/2/matches/7' }
    )
    expect(await screen.findByRole('heading', { name: 'vs Rival Host' }, SLOW)).toBeInTheDocument()
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/live/matches/7?creatorId=2')
    expect(screen.getByRole('link', { name: 'Back to Match History' })).toHaveAttribute(
      'href',
      '/admin/creators/2/matches'
    )
    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: /JSON/ }, SLOW))
    expect(await screen.findByText('Match exported', {}, SLOW)).toBeInTheDocument()
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/live/matches/7/export?format=json&creatorId=2'))
    ).toBe(true)
  })

  it('the score line runs from 0 : 0 at the start to the final score at the end', () => {
    const endedAt = new Date(Date.parse(ended.startedAt) + 60_000).toISOString()
    const sample = { at: new Date(Date.parse(ended.startedAt) + 30_000).toISOString(), ours: 900, theirs: 700 }
    expect(scorePoints({ ...report, endedAt, scores: [sample] })).toEqual([
      { at: ended.startedAt, ours: 0, theirs: 0 },
      sample,
      { at: endedAt, ours: 1500, theirs: 700 },
    ])
    expect(scorePoints({ ...report, endedAt: null, scores: [] })).toEqual([
      { at: ended.startedAt, ours: 0, theirs: 0 },
      { at: ended.startedAt, ours: 1500, theirs: 700 },
    ])
  })

  it('the report shows the final score, the result, who used what, and exports as CSV', async () => {
    const fetchMock = mockFetch({
      'GET /api/live/matches/7': { body: { success: true, match: report } },
      'GET /api/live/matches/7/export': {
        body: 'at,type\n',
        headers: { 'Content-Disposition': 'attachment; filename="match-7.csv"' },
      },
    })
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:match')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    renderMatches(
      <Routes>
        <Route path="/matches/:id" element={<MatchReportPage />} />
      </Routes>,
      { path: '/matches/7' }
    )
    expect(await screen.findByRole('heading', { name: 'vs Rival Host' }, SLOW)).toBeInTheDocument()
    expect(screen.getByTestId('report-score')).toHaveTextContent('1,500 : 700')
    expect(screen.getByText('Win')).toBeInTheDocument()
    const uses = screen.getByRole('table', { name: 'Items used' })
    expect(within(uses).getByText('alice')).toBeInTheDocument()
    expect(within(uses).getByText('Glove')).toBeInTheDocument()
    expect(within(uses).getByText('Demo Creator')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }, SLOW))
    expect(await screen.findByText('Match exported', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled())
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/live/matches/7/export?format=csv'))).toBe(
      true
    )
  })
})
