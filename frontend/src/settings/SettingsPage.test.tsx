import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useSettingsSave } from './saveRegistry'
import SettingsPage from './SettingsPage'
import { defineFrontendModule, type Role } from '../shell/manifest'
import { mockFetch, renderInAdmin, sampleUser, storeSession, type FetchHandlers } from '../test/utils'
import { PERSONAL_SETTING_DEFAULTS, SETTINGS_TEXTS, type PersonalSettings } from '@core/shared'
import { SYSTEM_DEFAULTS, SYSTEM_FIELDS } from './testFixtures'

const THIRTY_DAYS_AGO = new Date(Date.now() - 30 * 86_400_000 - 3_600_000).toISOString()

function personal(role: Role, overrides: Partial<PersonalSettings['security']> = {}): PersonalSettings {
  const user = sampleUser(role)
  return {
    profile: {
      name: user.name,
      email: user.email!,
      username: user.username,
      role,
      tiktokUsername: null,
      editable: role === 'ADMIN',
      creatorName: role === 'MODERATOR' ? 'Stream Star' : null,
      creatorTiktokUsername: role === 'MODERATOR' ? 'starlive' : null,
    },
    ...PERSONAL_SETTING_DEFAULTS,
    emailAvailable: false,
    security: {
      twoFactorEnabled: false,
      mustSetupTwoFactor: false,
      passwordStrength: 'Strong',
      passwordChangedAt: THIRTY_DAYS_AGO,
      recoveryCodesLeft: 0,
      ...overrides,
    },
  }
}

function renderSettings(
  role: Role,
  handlers: FetchHandlers = {},
  modules = [] as ReturnType<typeof defineFrontendModule>[]
) {
  storeSession(sampleUser(role))
  const fetchMock = mockFetch({
    'GET /api/settings': { body: { success: true, settings: personal(role) } },
    'PUT /api/settings': (init) => ({
      body: { success: true, settings: { ...personal(role), ...JSON.parse(String(init.body)) } },
    }),
    'GET /api/admin/settings': { body: { success: true, settings: SYSTEM_DEFAULTS } },
    'GET /api/admin/settings/declarations': { body: { success: true, declarations: SYSTEM_FIELDS } },
    'PUT /api/admin/settings': (init) => ({ body: { success: true, settings: JSON.parse(String(init.body)) } }),
    'GET /api/auth/me': { body: { success: true, user: sampleUser(role) } },
    'GET /api/tokens': { body: { success: true, tokens: [] } },
    ...handlers,
  })
  renderInAdmin(<SettingsPage />, { path: '/settings', modules })
  return fetchMock
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('Settings page', { timeout: 60_000 }, () => {
  it("shows a creator 'My Settings' with the non-admin sections and real security data", async () => {
    renderSettings('CREATOR')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Settings' })).toBeInTheDocument()
    expect(sectionTitles()).toEqual([
      'Profile Settings',
      'Notifications',
      'Preferences',
      'Integrations',
      'Account Security',
      'Danger Zone',
    ])
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toBeDisabled()
    expect(screen.getAllByText('Contact support to change your name or email.')).toHaveLength(2)
    expect(screen.getByText('Last changed 30 days ago')).toBeInTheDocument()
    expect(screen.getByText('Strong')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enable 2FA' })).toBeEnabled()
  })

  it("shows moderators 'Working for Creator'", async () => {
    renderSettings('MODERATOR')
    expect(await screen.findByText('Working for Creator')).toBeInTheDocument()
    expect(screen.getByText(/Stream Star · @starlive/)).toBeInTheDocument()
  })

  it('saves personal settings for real and says so', async () => {
    const fetchMock = renderSettings('CREATOR')
    await screen.findByRole('heading', { level: 1, name: 'My Settings' })
    await userEvent.click(screen.getByRole('switch', { name: /Push Notifications/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Light theme' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Settings Saved!')).toBeInTheDocument()
    expect(screen.getByText('Settings saved')).toBeInTheDocument()
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      notifications: { ...PERSONAL_SETTING_DEFAULTS.notifications, push: true },
      preferences: { ...PERSONAL_SETTING_DEFAULTS.preferences, theme: 'light' },
    })
  })

  it('switches the whole app to the language chosen in Preferences at once and saves it for the account', async () => {
    const fetchMock = renderSettings('CREATOR')
    await screen.findByRole('heading', { level: 1, name: 'My Settings' })
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Bahasa Indonesia',
      'العربية',
    ])
    await userEvent.click(screen.getByRole('option', { name: 'Español' }))
    // The Spanish catalogs load on demand, then every screen is drawn again in Spanish.
    await screen.findByRole('heading', { level: 1, name: 'Mis ajustes' }, { timeout: 15_000 })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument())
    expect(document.documentElement).toHaveAttribute('lang', 'es')
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!
    expect(JSON.parse(String(put[1]!.body))).toEqual({ preferences: { language: 'es' } })
  })

  it('disables Email when the server cannot send it and says why Push cannot show here', async () => {
    renderSettings('CREATOR')
    await screen.findByRole('heading', { level: 1, name: 'My Settings' })
    const email = screen.getByRole('switch', { name: /Email Notifications/ })
    expect(email).toBeDisabled()
    expect(email).not.toBeChecked()
    expect(screen.getByText('Email is not configured on this server')).toBeInTheDocument()
    // jsdom has no Notification API
    expect(
      screen.getByText('Alerts on this device while the app is open. This browser does not support notifications.')
    ).toBeInTheDocument()
  })

  it('asks the browser for permission when Push is switched on, and says when it is refused', async () => {
    const requestPermission = vi.fn(async () => {
      Object.assign(Notification, { permission: 'denied' })
      return 'denied'
    })
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }))
    renderSettings('CREATOR')
    await screen.findByRole('heading', { level: 1, name: 'My Settings' })
    expect(screen.getByText('Alerts on this device while the app is open')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('switch', { name: /Push Notifications/ }))
    expect(requestPermission).toHaveBeenCalledOnce()
    expect(
      await screen.findByText(
        'Alerts on this device while the app is open. Notifications are blocked for this site in the browser settings.'
      )
    ).toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it("shows 'Failed to save settings' with the server's message", async () => {
    renderSettings('CREATOR', {
      'PUT /api/settings': { status: 503, body: { success: false, error: 'Down for maintenance' } },
    })
    await screen.findByRole('heading', { level: 1, name: 'My Settings' })
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument()
    expect(screen.getByText('Down for maintenance')).toBeInTheDocument()
  })

  it("gives admins 'System Settings' with editable profile, General and Security Settings", async () => {
    const fetchMock = renderSettings('ADMIN')
    expect(await screen.findByRole('heading', { level: 1, name: 'System Settings' })).toBeInTheDocument()
    expect(sectionTitles()).toEqual([
      'Profile Settings',
      'Notifications',
      'Preferences',
      'General Settings',
      'Security Settings',
      'Integrations',
    ])
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toBeEnabled()

    const siteName = screen.getByRole('textbox', { name: 'Site Name' })
    await userEvent.clear(siteName)
    await userEvent.type(siteName, 'Gift Arena')
    const timeout = screen.getByRole('spinbutton', { name: 'Session Timeout' })
    await userEvent.clear(timeout)
    await userEvent.type(timeout, '0')
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveAccessibleDescription(
      'Fix the fields marked in red to save.'
    )
    await userEvent.clear(timeout)
    await userEvent.type(timeout, '8')
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('System settings saved')).toBeInTheDocument()
    const systemPut = fetchMock.mock.calls.find(
      ([input, init]) => String(input).includes('/api/admin/settings') && init?.method === 'PUT'
    )!
    expect(JSON.parse(String(systemPut[1]!.body))).toEqual({
      ...SYSTEM_DEFAULTS,
      siteName: 'Gift Arena',
      sessionTimeout: 8,
    })
    const personalPut = fetchMock.mock.calls.find(
      ([input, init]) => String(input).endsWith('/api/settings') && init?.method === 'PUT'
    )!
    expect(JSON.parse(String(personalPut[1]!.body)).profile).toEqual({
      name: 'Admin User',
      email: 'admin@powerdeck.local',
    })
  })

  it("renders the system settings the server declares, a module's included, in their sections", async () => {
    const greeting = {
      key: 'demo.greeting',
      type: 'text',
      default: 'Hi',
      label: 'Kiosk Greeting',
      description: 'Shown on the kiosk.',
      max: 20,
      section: 'general',
      editableBy: ['ADMIN'],
    }
    const settings = { ...SYSTEM_DEFAULTS, demo: { greeting: 'Hi' } }
    const fetchMock = renderSettings('ADMIN', {
      'GET /api/admin/settings': { body: { success: true, settings } },
      'GET /api/admin/settings/declarations': { body: { success: true, declarations: [...SYSTEM_FIELDS, greeting] } },
    })
    const general = within(await screen.findByRole('region', { name: 'General Settings' }))
    expect(await general.findByRole('spinbutton', { name: 'Max Powerups per Player' })).toHaveValue(10)
    const field = general.getByRole('textbox', { name: 'Kiosk Greeting' })
    expect(field).toHaveValue('Hi')
    expect(general.getByText('Shown on the kiosk.')).toBeInTheDocument()
    await userEvent.clear(field)
    await userEvent.type(field, 'Welcome')
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('System settings saved')).toBeInTheDocument()
    const systemPut = fetchMock.mock.calls.find(
      ([input, init]) => String(input).includes('/api/admin/settings') && init?.method === 'PUT'
    )!
    expect(JSON.parse(String(systemPut[1]!.body))).toEqual({ ...settings, demo: { greeting: 'Welcome' } })
  })

  it('places module sections by order and runs their save handlers', async () => {
    const saved: string[] = []
    function TikTokSection() {
      useSettingsSave(async () => void saved.push('tiktok'))
      return <p>TikTok form</p>
    }
    const live = defineFrontendModule({
      dependsOn: [],
      name: 'live',
      settingsSections: [
        {
          id: 'tiktok',
          title: 'TikTok Live Integration',
          order: 20,
          roles: ['CREATOR'],
          component: async () => ({ default: TikTokSection }),
        },
        {
          id: 'admin-only',
          title: 'Hidden',
          order: 30,
          roles: ['ADMIN'],
          component: async () => ({ default: () => null }),
        },
      ],
    })
    renderSettings('CREATOR', {}, [live])
    expect(await screen.findByText('TikTok form', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(sectionTitles().slice(0, 3)).toEqual(['Profile Settings', 'TikTok Live Integration', 'Notifications'])
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    await screen.findByText('Settings Saved!')
    expect(saved).toEqual(['tiktok'])
  })

  it('opens the 2FA setup, shows the secret, enables and lists the recovery codes', async () => {
    renderSettings('CREATOR', {
      'POST /api/auth/2fa/setup': {
        body: {
          success: true,
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/png;base64,AAAA',
        },
      },
      'POST /api/auth/2fa/enable': { body: { success: true, recoveryCodes: ['ABC234', 'DEF567'] } },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Enable 2FA' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP')
    expect(within(dialog).getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification Code' }), '123456')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }))
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['ABC234', 'DEF567'])
  })

  it('opens the 2FA setup when sent with ?setup=2fa and says the administrator requires it', async () => {
    storeSession(sampleUser('MODERATOR'))
    mockFetch({
      'GET /api/settings': { body: { success: true, settings: personal('MODERATOR', { mustSetupTwoFactor: true }) } },
      'POST /api/auth/2fa/setup': {
        body: {
          success: true,
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/png;base64,AAAA',
        },
      },
    })
    renderInAdmin(<SettingsPage />, { path: '/settings?setup=2fa' })
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText('Your administrator requires two-factor authentication for every account.')
    ).toBeInTheDocument()
    expect(await within(dialog).findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP')
  })

  it("while an admin impersonates: the account's own settings are read-only, the creator's stream settings save", async () => {
    const saved: string[] = []
    function StreamSection() {
      useSettingsSave(async () => void saved.push('stream'))
      return <p>Stream form</p>
    }
    const live = defineFrontendModule({
      dependsOn: [],
      name: 'live',
      settingsSections: [
        {
          id: 'stream',
          title: 'Stream',
          order: 20,
          roles: ['CREATOR'],
          component: async () => ({ default: StreamSection }),
        },
      ],
    })
    storeSession(sampleUser('CREATOR', { isImpersonated: true, originalAdminId: 1 }))
    const fetchMock = mockFetch({ 'GET /api/settings': { body: { success: true, settings: personal('CREATOR') } } })
    renderInAdmin(<SettingsPage />, { path: '/settings', modules: [live] })
    expect(await screen.findByText(SETTINGS_TEXTS.impersonationPartial)).toBeInTheDocument()
    expect(await screen.findByText('Stream form', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeDisabled()
    expect(screen.getByRole('switch', { name: /Push Notifications/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Settings Saved!')).toBeInTheDocument()
    expect(saved).toEqual(['stream'])
    // The account's own settings are not sent: the server refuses them while impersonating.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })
})
