import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { KioskPage } from '../../../powerups/frontend/testSupport'
import { mockFetch, renderMatches, sampleHolding, samplePlayer, sampleMatch, sentBody } from '../testSupport'

const SLOW = { timeout: 5000 }
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const players = [
  samplePlayer(1, 'alice', [sampleHolding(11, 'glove', 2, 0.5)]),
  samplePlayer(2, 'zoe', [sampleHolding(21, 'glove', 1, 0.1), sampleHolding(22, 'time-maker', 1, 2)]),
]
const holder = (playerId: number, playerName: string, minutes: number, quantity = 1) => ({
  playerId,
  playerName,
  tiktokUsername: null,
  expiresAt: inMinutes(minutes),
  quantity,
})
const ready = {
  glove: [holder(2, 'zoe', 6), holder(1, 'alice', 30, 2)],
  'time-maker': [holder(2, 'zoe', 120)],
}

describe('the kiosk banner: match bar and ready strip', { timeout: 20_000 }, () => {
  it('shows nothing between matches', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': { body: { success: true, players } },
      'GET /api/live/matches/current': { body: { success: true, match: null } },
      'GET /api/live/matches/limits': { body: { success: true, limits: { 'time-maker': 3 }, custom: false } },
    })
    renderMatches(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(2))
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/matches/current'))).toBe(true)
    )
    expect(screen.queryByRole('region', { name: 'Match in progress' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Ready to use' })).not.toBeInTheDocument()
  })

  it('lists the holders per type, first to expire first, and a tap uses one and refreshes the match', async () => {
    let used = 0
    const fetchMock = mockFetch({
      'GET /api/players': { body: { success: true, players } },
      'GET /api/live/matches/current': () => ({
        body: { success: true, match: sampleMatch({ ours: 40, theirs: 90, used: used ? { glove: used } : {} }) },
      }),
      'GET /api/live/matches/ready': { body: { success: true, ready } },
      'GET /api/live/matches/limits': { body: { success: true, limits: { 'time-maker': 3 }, custom: false } },
      'POST /api/players/powerups/use': () => {
        used++
        return { body: { success: true, entryId: 'use-9' } }
      },
    })
    renderMatches(<KioskPage />, { path: '/kiosk?view=by-player' })
    const bar = await screen.findByRole('region', { name: 'Match in progress' }, SLOW)
    expect(within(bar).getByTestId('match-standing')).toHaveTextContent('Behind by 50')
    expect(within(bar).getByText('Time Maker 0/3')).toBeInTheDocument()
    const strip = await screen.findByRole('region', { name: 'Ready to use' })
    const gloves = await within(strip).findByRole('group', { name: 'Glove' })
    const uses = within(gloves).getAllByRole('button', { name: /^Use Glove of / })
    expect(uses.map((button) => button.getAttribute('aria-label'))).toEqual(['Use Glove of zoe', 'Use Glove of alice'])
    expect(within(gloves).getByText('×2')).toBeInTheDocument()
    expect(within(strip).getByRole('group', { name: 'Time Maker' })).toBeInTheDocument()

    fireEvent.click(uses[0])
    expect(await screen.findByText('Powerup Used!', {}, SLOW)).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/players/powerups/use')).toMatchObject({
      playerId: 'zoe',
      powerupType: 'glove',
      source: 'kiosk',
    })
    await waitFor(() => expect(within(bar).getByText('Glove 1')).toBeInTheDocument())
  })

  it('a moderator without use_powerups sees the holders but no Use', async () => {
    mockFetch({
      'GET /api/players': { body: { success: true, players } },
      'GET /api/live/matches/current': { body: { success: true, match: sampleMatch() } },
      'GET /api/live/matches/ready': { body: { success: true, ready } },
      'GET /api/live/matches/limits': { body: { success: true, limits: {}, custom: false } },
    })
    renderMatches(<KioskPage />, { role: 'MODERATOR', permissions: ['grant_powerups'], path: '/kiosk?view=by-player' })
    const strip = await screen.findByRole('region', { name: 'Ready to use' }, SLOW)
    expect(await within(strip).findAllByText('zoe')).toHaveLength(2)
    expect(within(strip).queryAllByRole('button', { name: /^Use / })).toHaveLength(0)
  })
})
