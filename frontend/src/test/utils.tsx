import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type DataProvider } from 'react-admin'
import { vi } from 'vitest'
import { createI18nProvider } from '../i18n'
import { STORAGE_KEYS } from '../shell/api'
import type { FrontendModule, Role } from '../shell/manifest'
import { ShellProvider } from '../shell/registry'
import { session, type SessionUser } from '../shell/session'

export function sampleUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: role === 'ADMIN' ? 1 : role === 'CREATOR' ? 2 : 3,
    email: `${role.toLowerCase()}@powerdeck.local`,
    username: role.toLowerCase(),
    name: `${role.charAt(0)}${role.slice(1).toLowerCase()} User`,
    role,
    avatar: null,
    tiktokUsername: null,
    twoFactorEnabled: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    creatorId: role === 'MODERATOR' ? 2 : null,
    creatorName: role === 'MODERATOR' ? 'Creator User' : null,
    creatorTiktokUsername: role === 'MODERATOR' ? 'creatorlive' : null,
    isImpersonated: false,
    originalAdminId: null,
    originalAdminEmail: null,
    originalAdminRole: null,
    impersonationId: null,
    impersonationStartTime: null,
    permissions: null,
    ...overrides,
  }
}

/** Stores a signed-in session as the app leaves it after sign-in. */
export function storeSession(user: SessionUser, token = `token-${user.role.toLowerCase()}`) {
  localStorage.setItem(STORAGE_KEYS.token, token)
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
  session.reload()
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> }
export type FetchHandlers = Record<string, Answer | ((init: RequestInit, url: URL) => Answer)>

/** Stubs fetch with answers keyed 'METHOD /path' (query ignored); others answer 404. */
export function mockFetch(handlers: FetchHandlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`]
    const answer =
      typeof handler === 'function'
        ? handler(init, url)
        : (handler ?? { status: 404, body: { success: false, error: 'Not found' } })
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The JSON body of the first call to `path` that sent one (GETs are skipped). */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  const call = fetchMock.mock.calls.find(([input, init]) => String(input).startsWith(path) && init?.body !== undefined)
  return call ? JSON.parse(String(call[1]?.body)) : undefined
}

/**
 * Renders inside react-admin's contexts (texts in English, every catalog loaded: src/test/i18n.ts),
 * a memory router and the shell registry (and a data provider for resource screens).
 */
export function renderInAdmin(
  ui: ReactNode,
  {
    path = '/',
    modules = [],
    dataProvider,
  }: { path?: string; modules?: FrontendModule[]; dataProvider?: DataProvider } = {}
) {
  let location: { pathname: string; search: string; state: unknown } = { pathname: path, search: '', state: null }
  const view = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(current) => (location = current)}>
      <ShellProvider modules={modules}>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(modules)} store={memoryStore()}>
          {ui}
          <Notification />
        </AdminContext>
      </ShellProvider>
    </TestMemoryRouter>
  )
  return { ...view, location: () => location }
}

/** Signs in as `role` (with a moderator's `permissions`) and renders inside react-admin, queries not retried. */
export function renderSignedIn(
  ui: ReactNode,
  {
    role = 'CREATOR',
    path = '/',
    permissions,
    modules = [],
  }: { role?: Role; path?: string; permissions?: string[]; modules?: FrontendModule[] } = {}
) {
  storeSession(sampleUser(role, permissions ? { permissions } : {}))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return renderInAdmin(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { path, modules })
}
