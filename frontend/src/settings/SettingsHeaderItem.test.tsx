import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import SettingsHeaderItem from './SettingsHeaderItem'
import { mockFetch, renderInAdmin, sampleUser, storeSession } from '../test/utils'
import { PERSONAL_SETTING_DEFAULTS } from '@core/shared'

function settings(mustSetupTwoFactor: boolean) {
  return {
    success: true,
    settings: {
      profile: {},
      notifications: PERSONAL_SETTING_DEFAULTS.notifications,
      preferences: { theme: 'light', language: 'en', timezone: 'Asia/Tokyo' },
      security: {
        twoFactorEnabled: false,
        mustSetupTwoFactor,
        passwordStrength: null,
        passwordChangedAt: '2025-01-01T00:00:00Z',
        recoveryCodesLeft: 0,
      },
    },
  }
}

describe('SettingsHeaderItem', { timeout: 20_000 }, () => {
  it('applies the preferences after sign-in and sends users who must set up 2FA to it', async () => {
    storeSession(sampleUser('CREATOR'))
    mockFetch({
      'GET /api/settings': { body: settings(true) },
      'GET /api/public/site': {
        body: { success: true, site: { siteName: 'Gift Arena', maintenanceMode: true, registrationEnabled: true } },
      },
    })
    const view = renderInAdmin(<SettingsHeaderItem />, { path: '/dashboard' })
    await waitFor(() => expect(view.location()).toMatchObject({ pathname: '/settings', search: '?setup=2fa' }))
    expect(document.documentElement.lang).toBe('en')
    expect(await screen.findByText('Maintenance')).toBeInTheDocument()
    expect(document.title).toBe('Gift Arena')
  })

  it('shows nothing and stays put otherwise', async () => {
    storeSession(sampleUser('CREATOR'))
    const fetchMock = mockFetch({
      'GET /api/settings': { body: settings(false) },
      'GET /api/public/site': {
        body: { success: true, site: { siteName: 'Powerdeck', maintenanceMode: false, registrationEnabled: true } },
      },
    })
    const view = renderInAdmin(<SettingsHeaderItem />, { path: '/dashboard' })
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/settings'))).toBe(true)
    )
    expect(view.location().pathname).toBe('/dashboard')
    expect(screen.queryByText('Maintenance')).not.toBeInTheDocument()
  })
})
