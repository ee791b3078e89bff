import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLive } from '../testSupport'
import TiktokSettingsSection from './TiktokSettingsSection'

const status = (overrides: Record<string, unknown> = {}) => ({
  body: {
    success: true,
    isConnected: true,
    isLive: true,
    liveStatusMessage: 'Connected to TikTok Live!',
    tiktokUsername: 'star',
    nextBackendCheck: null,
    liveStartedAt: new Date().toISOString(),
    queuePosition: null,
    ...overrides,
  },
})
const overlay = { body: { success: true, overlay: { enabled: false, createdAt: null } } }
const driver = { body: { success: true, driver: 'tiktok', defaultDriver: 'tiktok' } }
const notConfigured = { status: 400, body: { success: false, error: 'TikTok username not configured' } }

describe('Settings › TikTok Live Integration', { timeout: 20_000 }, () => {
  it("admins see the 'Admin View' only, moderators 'Disabled / Access Restricted'", () => {
    mockFetch({})
    const admin = renderLive(<TiktokSettingsSection />, { role: 'ADMIN' })
    expect(screen.getByText('Admin View')).toBeInTheDocument()
    expect(screen.queryByLabelText('TikTok Username')).not.toBeInTheDocument()
    admin.unmount()
    renderLive(<TiktokSettingsSection />, { role: 'MODERATOR' })
    expect(screen.getByText('Disabled')).toBeInTheDocument()
    expect(screen.getByText(/Access Restricted/)).toBeInTheDocument()
  })

  it('a creator without a username: @ prefix, Force Reconnect disabled, empty save refused', async () => {
    const fetchMock = mockFetch({
      'GET /api/tiktok-optimized/status': notConfigured,
      'GET /api/live/overlay': overlay,
      'GET /api/live/driver': driver,
    })
    renderLive(<TiktokSettingsSection />)
    expect(await screen.findByText('TikTok username not configured')).toBeInTheDocument()
    expect(screen.getByText('@')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Force Reconnect' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Force Reconnect' })).toHaveAccessibleDescription(
      'Force Reconnect needs a saved TikTok username.'
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save & Connect' }))
    expect(await screen.findByText('Please enter your TikTok username.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/connect'))).toBe(false)
  })

  it("saving while not live: 'Not Currently Live', the username is sent without @", async () => {
    const fetchMock = mockFetch({
      'GET /api/tiktok-optimized/status': notConfigured,
      'GET /api/live/overlay': overlay,
      'GET /api/live/driver': driver,
      'POST /api/tiktok-optimized/connect': {
        status: 409,
        body: {
          success: false,
          error: 'User is not currently live on TikTok',
          liveStatus: { isLive: false, message: '' },
        },
      },
    })
    renderLive(<TiktokSettingsSection />)
    fireEvent.change(await screen.findByLabelText('TikTok Username'), { target: { value: '@my_handle' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save & Connect' }))
    expect(await screen.findByText('Not Currently Live')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/connect'))
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ tiktokUsername: 'my_handle' })
  })

  it("Disconnect is temporary: the button then shows 'Disconnected'", async () => {
    mockFetch({
      'GET /api/tiktok-optimized/status': status(),
      'GET /api/live/overlay': overlay,
      'GET /api/live/driver': driver,
      'POST /api/tiktok-optimized/disconnect': { body: { success: true, message: 'Disconnected.' } },
    })
    renderLive(<TiktokSettingsSection />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disconnect' })).toBeEnabled())
    expect(screen.getByRole('button', { name: 'Force Reconnect' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Force Reconnect' })).not.toHaveAccessibleDescription()
    expect(screen.queryByText('Force Reconnect needs a saved TikTok username.')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByRole('button', { name: 'Disconnected' })).toBeDisabled()
  })
})
