import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LedgerPlayerDto } from '../../../powerups/shared/powerups'
import { mockFetch, renderLive } from '../testSupport'
import powerups from '../../../powerups/frontend/index'
import live from '../index'
import type { GiftDto, LiveStatusDto } from '../../shared/live'

/** The kiosk page, as the powerups manifest declares it (the route the shell serves at /kiosk). */
const { default: KioskPage } = await powerups.routes!.find((route) => route.path === '/kiosk')!.element()

const samplePlayer = (id: number, name: string, overrides: Partial<LedgerPlayerDto> = {}): LedgerPlayerDto => ({
  id,
  name,
  aliases: [],
  isActive: true,
  lastActive: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  isModerator: false,
  powerups: [],
  ...overrides,
})

const gift = (id: number, overrides: Partial<GiftDto>): GiftDto => ({
  id,
  gifterUsername: 'someone',
  gifterDisplayName: null,
  giftName: 'Rose',
  giftCount: 1,
  diamondValue: 1,
  timestamp: new Date().toISOString(),
  ...overrides,
})

const connected: LiveStatusDto = {
  isConnected: true,
  isLive: true,
  liveStatusMessage: 'Connected to TikTok Live!',
  tiktokUsername: 'star',
  nextBackendCheck: null,
  liveStartedAt: new Date().toISOString(),
  queuePosition: null,
}

const players = { body: { success: true, players: [samplePlayer(1, 'LunaStreams', { aliases: ['@luna.plays'] })] } }
const gifts = {
  body: {
    success: true,
    gifts: [
      gift(3, { gifterUsername: 'LUNA.PLAYS', gifterDisplayName: 'Luna', giftName: 'Galaxy', diamondValue: 1000 }),
      gift(2, { gifterUsername: 'new_fan', giftName: 'Rose', giftCount: 12, diamondValue: 12 }),
      gift(1, { gifterUsername: 'unknown', giftName: 'Doughnut', diamondValue: 30 }),
    ],
  },
}
const handlers = {
  'GET /api/players': players,
  'GET /api/tiktok-optimized/status': { body: { success: true, ...connected } },
  'GET /api/tiktok-optimized/gifts/recent': gifts,
}
const path = '/kiosk?view=recent-gifters'

describe('Kiosk › Recent Gifters', { timeout: 20_000 }, () => {
  // jsdom lays nothing out: the gift list's scrolling box gets a phone's height, so rows render.
  beforeEach(() => {
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720)
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
    return () => {
      height.mockRestore()
      width.mockRestore()
    }
  })

  it('lists gifts: name, gift x count, diamonds, Add Powerup for players, Add Player for new gifters', async () => {
    mockFetch(handlers)
    renderLive(<KioskPage />, { modules: [powerups, live], path })
    // The first render loads the kiosk's lazy views: slow on a busy machine.
    await waitFor(() => expect(screen.getAllByTestId('gift-row')).toHaveLength(3), { timeout: 10_000 })
    const [luna, fan, unknown] = screen.getAllByTestId('gift-row')
    expect(within(luna).getByText('Luna')).toBeInTheDocument()
    expect(within(luna).getByText('Galaxy x1')).toBeInTheDocument()
    expect(within(luna).getByLabelText('1000 diamonds')).toBeInTheDocument()
    expect(within(luna).getByText('Just now')).toBeInTheDocument()
    expect(within(luna).getByRole('button', { name: 'Add Powerup' })).toBeInTheDocument()
    expect(within(fan).getByText('@new_fan')).toBeInTheDocument()
    expect(within(fan).getByText('Rose x12')).toBeInTheDocument()
    expect(within(fan).getByRole('button', { name: 'Add Player' })).toBeInTheDocument()
    expect(within(unknown).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByText('Connected to TikTok Live!')).toBeInTheDocument()
  })

  it('500 gifts: only a window of rows is in the page, the newest on top', async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      gift(500 - index, { gifterUsername: `fan_${500 - index}`, giftName: `Gift ${500 - index}` })
    )
    mockFetch({ ...handlers, 'GET /api/tiktok-optimized/gifts/recent': { body: { success: true, gifts: many } } })
    // jsdom lays nothing out: every row measures as a 72 px row would.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72)
    renderLive(<KioskPage />, { modules: [powerups, live], path })
    await waitFor(() => expect(screen.getAllByTestId('gift-row').length).toBeGreaterThan(0), { timeout: 10_000 })
    const rows = screen.getAllByTestId('gift-row')
    expect(rows.length).toBeLessThan(30)
    expect(within(rows[0]).getByText('Gift 500 x1')).toBeInTheDocument()
    expect(screen.queryByText('Gift 1 x1')).not.toBeInTheDocument()
    // The list keeps the room of all 500 rows, so the page scrolls through them.
    const list = screen.getByRole('list', { name: 'Recent gifts' })
    expect(parseInt(list.style.height)).toBeGreaterThan(500 * 72)
  })

  it('adds a new gifter as a player', async () => {
    const fetchMock = mockFetch({
      ...handlers,
      'POST /api/players': { status: 201, body: { success: true, player: samplePlayer(9, 'new_fan') } },
    })
    renderLive(<KioskPage />, { modules: [powerups, live], path })
    const [, fan] = await screen.findAllByTestId('gift-row')
    fireEvent.click(within(fan).getByRole('button', { name: 'Add Player' }))
    expect(await screen.findByText('Player Added')).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(
      ([input, init]) => String(input) === '/api/players' && init?.method === 'POST'
    )
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'new_fan', source: 'kiosk' })
  })

  it('clears recent gifters (creator)', async () => {
    const fetchMock = mockFetch({
      ...handlers,
      'DELETE /api/tiktok-optimized/gifts/clear': { body: { success: true, message: 'Cleared 3 recent gifts' } },
    })
    renderLive(<KioskPage />, { modules: [powerups, live], path })
    await screen.findAllByTestId('gift-row')
    fireEvent.click(screen.getByRole('button', { name: 'Clear Recent Gifters' }))
    expect(await screen.findByText('No Recent Gifts')).toBeInTheDocument()
    expect(screen.getByText('Waiting for gifts from your TikTok Live stream...')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true)
  })

  it('without a connection: the settings hint and Go to Settings', async () => {
    mockFetch({
      ...handlers,
      'GET /api/tiktok-optimized/status': {
        status: 400,
        body: { success: false, error: 'TikTok username not configured' },
      },
      'GET /api/tiktok-optimized/gifts/recent': { body: { success: true, gifts: [] } },
    })
    renderLive(<KioskPage />, { modules: [powerups, live], path })
    expect(await screen.findByText('Connect to TikTok Live in Settings to see recent gifts.')).toBeInTheDocument()
    const links = screen.getAllByRole('link', { name: 'Go to Settings' })
    expect(links[0]).toHaveAttribute('href', '/settings')
  })

  it('a username saved but not live yet: waiting for gifts, no settings hint', async () => {
    mockFetch({
      ...handlers,
      'GET /api/tiktok-optimized/status': {
        body: {
          success: true,
          isConnected: false,
          isLive: false,
          liveStatusMessage: 'Not Currently Live',
          tiktokUsername: 'nova.live',
          nextBackendCheck: null,
          liveStartedAt: null,
        },
      },
      'GET /api/tiktok-optimized/gifts/recent': { body: { success: true, gifts: [] } },
    })
    renderLive(<KioskPage />, { modules: [powerups, live], path })
    expect(await screen.findByText('Waiting for gifts from your TikTok Live stream...')).toBeInTheDocument()
    expect(screen.queryByText('Connect to TikTok Live in Settings to see recent gifts.')).not.toBeInTheDocument()
  })

  it('moderators neither clear nor add players; they add powerups', async () => {
    mockFetch(handlers)
    renderLive(<KioskPage />, { modules: [powerups, live], path, role: 'MODERATOR' })
    await waitFor(() => expect(screen.getAllByTestId('gift-row')).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'Clear Recent Gifters' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Player' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Powerup' })).toBeInTheDocument()
  })

  it('a moderator who may only use powerups gets no Add Powerup beside a gift', async () => {
    mockFetch(handlers)
    renderLive(<KioskPage />, { modules: [powerups, live], path, role: 'MODERATOR', permissions: ['use_powerups'] })
    await waitFor(() => expect(screen.getAllByTestId('gift-row')).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'Add Powerup' })).not.toBeInTheDocument()
  })
})
