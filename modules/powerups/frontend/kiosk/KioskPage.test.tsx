import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLedger, sampleHolding, samplePlayer, sentBody } from '../testSupport'
import KioskPage from './KioskPage'

const MINUTE_IN_HOURS = 1 / 60
const players = [
  samplePlayer(2, 'zoe', [sampleHolding(21, 'mist', 1, 10 * MINUTE_IN_HOURS)]),
  samplePlayer(1, 'alice', [
    sampleHolding(11, 'glove', 6, 3 * MINUTE_IN_HOURS),
    sampleHolding(12, 'stun-hammer', 4, 48),
  ]),
]
const list = { body: { success: true, players } }

// MUI dialogs render slowly on the shared 2-core machine.
describe('Live Kiosk', { timeout: 20_000 }, () => {
  it('is closed to admins', () => {
    mockFetch({})
    renderLedger(<KioskPage />, { role: 'ADMIN' })
    expect(screen.getByText('Access Restricted')).toBeInTheDocument()
    expect(screen.getByText('Live Kiosk is only available for creators and moderators.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('counts active players and powerups and shows one tile per unit, soonest first', async () => {
    mockFetch({ 'GET /api/players': list })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-powerup' })
    expect(await screen.findByText('Powerup Kiosk')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByTestId('kiosk-unit')).toHaveLength(11))
    expect(screen.getByLabelText('Active Players')).toHaveTextContent('2')
    expect(screen.getByLabelText('Active Powerups')).toHaveTextContent('11')
    const tiles = screen.getAllByTestId('kiosk-unit')
    expect(within(tiles[0]).getByText('Glove')).toBeInTheDocument()
    expect(within(tiles[6]).getByText('Mist')).toBeInTheDocument()
    expect(within(tiles[0]).getByText('2m').closest('[data-level]')).toHaveAttribute('data-level', 'red')
    expect(within(tiles[6]).getByText('9m').closest('[data-level]')).toHaveAttribute('data-level', 'yellow')
    expect(
      within(tiles[10])
        .getByText(/^1d 23h|^2d$/)
        .closest('[data-level]')
    ).toHaveAttribute('data-level', 'green')
  })

  it('offers a moderator only what they may do: grant-only sees Add, no Use; use-only the reverse', async () => {
    mockFetch({ 'GET /api/players': list })
    const grantOnly = renderLedger(<KioskPage />, {
      role: 'MODERATOR',
      permissions: ['grant_powerups'],
      path: '/kiosk?view=by-powerup',
    })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-unit')).toHaveLength(11))
    expect(screen.queryAllByRole('button', { name: /^Use / })).toHaveLength(0)
    expect(screen.getAllByRole('button', { name: /^Add powerup for / })).toHaveLength(11)
    grantOnly.unmount()

    renderLedger(<KioskPage />, { role: 'MODERATOR', permissions: ['use_powerups'], path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(2))
    expect(screen.queryAllByRole('button', { name: /^Add powerup for / })).toHaveLength(0)
    expect(screen.getAllByRole('button', { name: /^Use / }).length).toBeGreaterThan(0)
  })

  it('asks for players through the browser cache, so an unchanged list is a bodiless 304', async () => {
    const fetchMock = mockFetch({ 'GET /api/players': list })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(2))
    const polls = fetchMock.mock.calls.filter(
      ([input, init]) => String(input) === '/api/players' && (init?.method ?? 'GET') === 'GET'
    )
    expect(polls.length).toBeGreaterThan(0)
    // `no-cache`: the browser sends If-None-Match with the stored ETag and reuses the stored body on 304.
    for (const [, init] of polls) expect(init?.cache).toBe('no-cache')
  })

  it('searches players by name or alias; no match offers to add that player', async () => {
    mockFetch({ 'GET /api/players': list })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(2))
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'ZO' } })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(1))
    expect(screen.getByTestId('kiosk-player')).toHaveAccessibleName('zoe')
    // The counters stay the creator's totals, not the search's.
    expect(screen.getByLabelText('Active Players')).toHaveTextContent('2')
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'maya' } })
    expect(await screen.findByText('No Player Found')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Add maya' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })

  it('lists players by name with a numbered queue of 8 and the rest counted', async () => {
    mockFetch({ 'GET /api/players': list })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(2))
    const [alice, zoe] = screen.getAllByTestId('kiosk-player')
    expect(alice).toHaveAccessibleName('alice')
    expect(zoe).toHaveAccessibleName('zoe')
    expect(within(alice).getAllByTestId('kiosk-queue-item')).toHaveLength(8)
    expect(within(alice).getByText('1.')).toBeInTheDocument()
    expect(within(alice).getByText('8.')).toBeInTheDocument()
    expect(within(alice).getByText('+2 more in queue')).toBeInTheDocument()
    expect(within(zoe).queryByText(/more in queue/)).not.toBeInTheDocument()
  })

  it('adds a powerup from the kiosk: six types, 5 days, one unit', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'POST /api/players/powerups/grant': { body: { success: true } },
    })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Add powerup for zoe' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6)
    expect(within(dialog).getByText('Choose a powerup. It expires in 5 days.')).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Count')).not.toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Time Maker' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 Time Maker' }))
    expect(await screen.findByText('Powerup Added')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/players/powerups/grant')).toMatchObject({
      playerName: 'zoe',
      powerupType: 'time-maker',
      count: 1,
      expiresInDays: 5,
      source: 'kiosk',
    })
  })

  it('offers Add Player to creators, not to moderators', async () => {
    mockFetch({ 'GET /api/players': list })
    renderLedger(<KioskPage />, { role: 'MODERATOR' })
    await screen.findByText('Powerup Kiosk')
    expect(screen.queryByRole('button', { name: 'Add Player' })).not.toBeInTheDocument()
  })

  it('shows the empty state with Add Your First Player', async () => {
    mockFetch({ 'GET /api/players': { body: { success: true, players: [] } } })
    renderLedger(<KioskPage />)
    expect(await screen.findByText('No Active Powerups')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Player' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(await screen.findByText('Invalid Name')).toBeInTheDocument()
    expect(screen.getByText('Please enter a player name.')).toBeInTheDocument()
  })

  describe('rate limited (429)', () => {
    const tooMany = (seconds: number) => ({
      status: 429,
      body: { success: false, error: `Too many requests. Try again in ${seconds} seconds.` },
      headers: { 'Retry-After': String(seconds) },
    })
    /** Answers 429 `refusals` times, then the list. */
    const limitedThenList = (refusals: number, seconds: number) => {
      let asked = 0
      return () => (asked++ < refusals ? tooMany(seconds) : list)
    }

    it('a reload while limited shows the last data with a countdown, never zeros, then refreshes after Retry-After', async () => {
      mockFetch({ 'GET /api/players': list })
      const before = renderLedger(<KioskPage />, { path: '/kiosk?view=by-powerup' })
      await waitFor(() => expect(screen.getAllByTestId('kiosk-unit')).toHaveLength(11))
      before.unmount()

      // The reload: a new page (new query cache) whose first ask is refused.
      const fetchMock = mockFetch({ 'GET /api/players': limitedThenList(1, 1) })
      renderLedger(<KioskPage />, { path: '/kiosk?view=by-powerup' })
      expect(screen.getByLabelText('Active Players')).toHaveTextContent('2')
      expect(screen.getByLabelText('Active Powerups')).toHaveTextContent('11')
      expect(
        await screen.findByText(/^Too many requests, retrying in [01] s; showing the last data\.$/)
      ).toBeInTheDocument()
      expect(screen.getAllByTestId('kiosk-unit')).toHaveLength(11)
      expect(screen.queryByText('Error Loading Kiosk')).not.toBeInTheDocument()

      await waitFor(() => expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument(), { timeout: 5_000 })
      expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/players'))).toHaveLength(2)
      expect(screen.getByLabelText('Active Players')).toHaveTextContent('2')
    })

    it('with nothing kept yet, counts show a dash (not 0) and the notice counts down until the list comes', async () => {
      mockFetch({ 'GET /api/players': limitedThenList(1, 2) })
      renderLedger(<KioskPage />, { path: '/kiosk?view=by-powerup' })
      expect(await screen.findByText(/^Too many requests, retrying in [12] s\.$/)).toBeInTheDocument()
      expect(screen.getByLabelText('Active Players')).toHaveTextContent('–')
      expect(screen.getByLabelText('Active Powerups')).toHaveTextContent('–')
      expect(screen.queryByText('Error Loading Kiosk')).not.toBeInTheDocument()
      expect(screen.queryByText('No Active Powerups')).not.toBeInTheDocument()

      await waitFor(() => expect(screen.getAllByTestId('kiosk-unit')).toHaveLength(11), { timeout: 6_000 })
      expect(screen.getByLabelText('Active Players')).toHaveTextContent('2')
      expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument()
    })

    it("another creator's kept list is never shown", async () => {
      sessionStorage.setItem('powerdeck.lastPlayers.99', JSON.stringify({ players, at: Date.now() }))
      mockFetch({ 'GET /api/players': tooMany(30) })
      renderLedger(<KioskPage />, { path: '/kiosk?view=by-powerup' })
      expect(await screen.findByText(/^Too many requests, retrying in \d+ s\.$/)).toBeInTheDocument()
      expect(screen.getByLabelText('Active Players')).toHaveTextContent('–')
      expect(screen.queryAllByTestId('kiosk-unit')).toHaveLength(0)
    })
  })
})
