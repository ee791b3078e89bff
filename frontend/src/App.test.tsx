import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TestMemoryRouter } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { App } from './App'
import enabledModules from './modules'
import { STORAGE_KEYS } from './shell/api'
import { defineFrontendModule, type Role } from './shell/manifest'
import { mockFetch, sampleUser, storeSession, type FetchHandlers } from './test/utils'

/** The admin module's manifest, taken from the shell's one module list. */
const admin = enabledModules.find((module) => module.name === 'admin')!

/** The admin module and a monitoring widget, independent of what frontend/src/modules.ts enables. */
const modules = [
  admin,
  defineFrontendModule({
    dependsOn: [],
    name: 'monitoring',
    dashboardWidgets: [
      {
        id: 'test.monitoring',
        tab: 'monitoring',
        roles: ['ADMIN'],
        order: 1,
        component: async () => ({ default: () => null }),
      },
    ],
  }),
]

const creatorsPage = (totalCount: number) => ({
  body: {
    success: true,
    data: { creators: [], pagination: { page: 1, limit: 1, totalCount, totalPages: totalCount } },
  },
})

function renderApp(path: string, role?: Role, handlers: FetchHandlers = {}, shownModules = modules) {
  const user = role ? sampleUser(role) : null
  if (user) storeSession(user)
  mockFetch({
    'GET /api/auth/me': user
      ? { body: { success: true, user } }
      : { status: 401, body: { success: false, error: 'Unauthorized' } },
    'GET /api/admin/creators': creatorsPage(3),
    'GET /api/admin/creators/summary': {
      body: { success: true, data: { total: 3, active: 3, inactive: 0, powerups: 12 } },
    },
    'GET /api/admin/management': { body: { success: true, data: { admins: [] } } },
    ...handlers,
  })
  let location: { pathname: string; search: string; state: unknown } = { pathname: path, search: '', state: null }
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(current) => (location = current)}>
      <App modules={shownModules} />
    </TestMemoryRouter>
  )
  return { location: () => location }
}

const sidebarLinks = async () => {
  const dashboardLink = await screen.findByRole('menuitem', { name: 'Dashboard' })
  const menu = dashboardLink.closest('ul')!
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
}

describe('App shell', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to /signin, remembering where they came from', async () => {
    const app = renderApp('/admin/creators')
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    expect(app.location().pathname).toBe('/signin')
    expect(app.location().state).toMatchObject({ nextPathname: '/admin/creators' })
  })

  it('Logout (in the account menu) keeps no page to return to: signing in again opens the dashboard', async () => {
    const app = renderApp('/dashboard', 'CREATOR', { 'POST /api/auth/signout': { body: { success: true } } })
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    await waitFor(() => expect(app.location().pathname).toBe('/signin'))
    expect(app.location().state).toBeNull()
  })

  it('redirects / to /signin', async () => {
    const app = renderApp('/')
    await screen.findByRole('heading', { name: 'Sign In' })
    expect(app.location().pathname).toBe('/signin')
  })

  it('redirects a signed-in user from /signin to /dashboard', async () => {
    const app = renderApp('/signin', 'CREATOR')
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeInTheDocument()
    expect(app.location().pathname).toBe('/dashboard')
  })

  it('shows the admin dashboard with its badge, sidebar and real counts', async () => {
    renderApp('/dashboard', 'ADMIN')
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument()
    expect(screen.getByText('ADMIN')).toBeInTheDocument()
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Admin Management',
      'Creator Management',
      'Users',
      'System Health',
    ])
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'System Monitoring' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Total Creators')).toHaveTextContent('3'), { timeout: 5000 })
  })

  it('sends a creator away from admin pages to /dashboard', async () => {
    const app = renderApp('/admin/creators', 'CREATOR')
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeInTheDocument()
    expect(app.location().pathname).toBe('/dashboard')
    expect(await sidebarLinks()).toEqual(['Dashboard'])
    expect(screen.queryByText('ADMIN')).not.toBeInTheDocument()
  })

  it.each(['CREATOR', 'MODERATOR'] as const)(
    "sends a %s away from a creator's statistics with the page's 'Access Denied' toast",
    async (role) => {
      const analytics = enabledModules.find((module) => module.name === 'analytics')!
      const app = renderApp('/admin/creators/7/statistics', role, {}, [...modules, analytics])
      expect(await screen.findByText('Access Denied')).toBeInTheDocument()
      expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument()
      expect(app.location().pathname).toBe('/dashboard')
    }
  )

  it('shows moderators the creator they work for', async () => {
    renderApp('/dashboard', 'MODERATOR')
    expect(await screen.findByRole('heading', { name: 'Moderator Dashboard' })).toBeInTheDocument()
    expect(screen.getAllByText('Creator User').length).toBeGreaterThan(0)
    expect(screen.getAllByText(/@creatorlive/).length).toBeGreaterThan(0)
  })

  it('shows the 404 page inside the layout for unknown paths', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderApp('/no-such-page', 'CREATOR')
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText('/no-such-page')).toBeInTheDocument()
  })

  it('shows the impersonation banner and exits back to /admin/creators', async () => {
    const admin = sampleUser('ADMIN')
    const creator = sampleUser('CREATOR', { name: 'Creator One', isImpersonated: true })
    localStorage.setItem(STORAGE_KEYS.impersonating, 'true')
    localStorage.setItem(
      STORAGE_KEYS.adminContext,
      JSON.stringify({
        adminToken: 'admin-token',
        adminId: 1,
        adminRole: 'ADMIN',
        adminEmail: admin.email,
        startTime: '',
        impersonationId: 7,
      })
    )
    storeSession(creator, 'impersonation-token')
    const app = renderApp('/dashboard', undefined, {
      'GET /api/auth/me': (init) => ({
        body: {
          success: true,
          user:
            (init.headers as Record<string, string>).Authorization === 'Bearer impersonation-token' ? creator : admin,
        },
      }),
      'POST /api/admin/impersonate/exit': { body: { success: true, data: { adminToken: 'new-admin-token' } } },
      'GET /api/admin/creators': {
        body: {
          success: true,
          data: { creators: [], pagination: { page: 1, limit: 10, totalCount: 0, totalPages: 0 } },
        },
      },
    })

    expect(await screen.findByText('Viewing as')).toHaveTextContent('Viewing as Creator One')
    await userEvent.click(screen.getByRole('button', { name: 'Exit Impersonation' }))
    expect(await screen.findByRole('heading', { name: 'Creator Management' }, { timeout: 5000 })).toBeInTheDocument()
    expect(app.location().pathname).toBe('/admin/creators')
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-admin-token')
    expect(screen.queryByText(/Viewing as/)).not.toBeInTheDocument()
  })
})
