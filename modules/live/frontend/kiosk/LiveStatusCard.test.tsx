import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLive } from '../testSupport'
import powerups from '../../../powerups/frontend/index'
import live from '../index'

/** The kiosk page, as the powerups manifest declares it (the route the shell serves at /kiosk). */
const { default: KioskPage } = await powerups.routes!.find((route) => route.path === '/kiosk')!.element()

describe('Kiosk while waiting for the shared connect budget', { timeout: 20_000 }, () => {
  it('shows the place in line and the wait instead of "Not connected"', async () => {
    mockFetch({
      'GET /api/players': { body: { success: true, players: [] } },
      'GET /api/tiktok-optimized/status': {
        body: {
          success: true,
          isConnected: false,
          isLive: false,
          liveStatusMessage:
            'Waiting to connect: number 3 in line, about 40 s (TikTok allows only so many connects a minute)',
          tiktokUsername: 'nova.live',
          nextBackendCheck: new Date().toISOString(),
          liveStartedAt: null,
          queuePosition: 3,
        },
      },
      'GET /api/tiktok-optimized/gifts/recent': { body: { success: true, gifts: [] } },
    })
    renderLive(<KioskPage />, { modules: [powerups, live], path: '/kiosk?view=recent-gifters' })
    // The first render loads the kiosk's lazy views: slow on a busy machine.
    expect(await screen.findByText('In line to connect: #3', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText(/^Waiting to connect: number 3 in line, about 40 s/)).toBeInTheDocument()
    expect(screen.queryByText('Not connected')).not.toBeInTheDocument()
  })
})
