import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PlayersPage } from '../../../players/frontend/testSupport'
import { historyExportText, type HistoryExportRow } from '../../shared/history_export'
import { mockFetch, renderLedger, sampleHolding, samplePlayer } from '../testSupport'

const players = [samplePlayer(1, 'ann', [sampleHolding(10, 'glove', 2)])]
const rows: HistoryExportRow[] = [
  {
    id: 'grant-10',
    kind: 'grant',
    player: 'ann',
    type: 'glove',
    count: 2,
    at: '2026-03-01T10:00:00.000Z',
    by: 'Creator User',
    source: 'kiosk',
    unitsLeft: 1,
    expiresAt: null,
    revokedAt: null,
    revokedAs: null,
  },
  {
    id: 'use-4',
    kind: 'use',
    player: 'ann',
    type: 'glove',
    count: 1,
    at: '2026-03-01T11:00:00.000Z',
    by: '@mod',
    source: 'kiosk',
    unitsLeft: null,
    expiresAt: null,
    revokedAt: '2026-03-01T11:01:00.000Z',
    revokedAs: 'undone',
  },
]

/** GET /api/players as JSON; the history export as the server streams it, a CSV download. */
function serve(exportAnswer: () => Response) {
  const json = mockFetch({ 'GET /api/players': { body: { success: true, players } } })
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/powerups/history/export') ? exportAnswer() : json(input, init)
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.restoreAllMocks())

describe('My Players: Export History', { timeout: 60_000 }, () => {
  it('downloads the server’s CSV of every grant and use, named as the server names it', async () => {
    const csv = historyExportText('csv', rows)
    const fetchMock = serve(
      () =>
        new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="powerdeck-history-2026-03-04.csv"',
            'X-Total-Count': '2',
          },
        })
    )
    const createObjectURL = vi.fn(() => 'blob:history')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    renderLedger(<PlayersPage />, { role: 'MODERATOR', permissions: [] })
    await screen.findByText('ann') // the button waits for the roster
    fireEvent.click(screen.getByRole('button', { name: 'Export History' }))

    expect(await screen.findByText('2 entries saved as powerdeck-history-2026-03-04.csv.')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/powerups/history/export'))!
    expect(String(call[0])).toBe('/api/powerups/history/export?format=csv')
    expect((call[1]?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /)
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0]
    expect(await blob.text()).toBe(csv)
    expect(click).toHaveBeenCalled()
    const [header, grant, use] = csv.trimEnd().split('\n')
    expect(header).toBe('id,kind,player,type,count,at,by,source,unitsLeft,expiresAt,revokedAt,revokedAs')
    expect(grant).toBe('grant-10,grant,ann,glove,2,2026-03-01T10:00:00.000Z,Creator User,kiosk,1,,,')
    // '@mod' would be a formula in a spreadsheet: defused like the balances file.
    expect(use).toBe("use-4,use,ann,glove,1,2026-03-01T11:00:00.000Z,'@mod,kiosk,,,2026-03-01T11:01:00.000Z,undone")
  })

  it('a refusal shows the server’s message and downloads nothing', async () => {
    serve(
      () =>
        new Response(JSON.stringify({ success: false, error: 'You do not have permission to do this' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        })
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    renderLedger(<PlayersPage />, { role: 'CREATOR' })
    await screen.findByText('ann') // the button waits for the roster
    fireEvent.click(screen.getByRole('button', { name: 'Export History' }))
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export History' })).toBeEnabled())
    expect(click).not.toHaveBeenCalled()
  })
})
