import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectAccessRules } from '../shell/access'
import { STORAGE_KEYS } from '../shell/api'
import { defineFrontendModule } from '../shell/manifest'
import { createSessionStore } from '../shell/session'
import { mockFetch, sampleUser } from '../test/utils'
import { createAuthProvider } from './authProvider'

const admin = sampleUser('ADMIN')
const creator = sampleUser('CREATOR', { name: 'Creator One', isImpersonated: true, impersonationId: 7 })
const rules = collectAccessRules([
  defineFrontendModule({ dependsOn: [], name: 'admin', resources: [{ name: 'creators', roles: ['ADMIN'] }] }),
])

function storeAdmin() {
  localStorage.setItem(STORAGE_KEYS.token, 'admin-token')
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin))
}

/** What another tab does: write storage, then the browser fires `storage` here. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }))
}

describe('session store and authProvider', () => {
  const stops: (() => void)[] = []
  afterEach(() => stops.splice(0).forEach((stop) => stop()))

  it("keeps 'token' and 'user' in localStorage after sign-in and clears them on logout", async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/signin': { body: { success: true, user: admin, token: 'admin-token' } },
      'POST /api/auth/signout': { body: { success: true } },
    })
    const store = createSessionStore()
    const authProvider = createAuthProvider(store, rules)

    await authProvider.login({ loginType: 'user', email: admin.email, password: 'x' })
    expect(localStorage.getItem('token')).toBe('admin-token')
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(admin)
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined()
    await expect(authProvider.getPermissions!({})).resolves.toBe('ADMIN')

    await expect(authProvider.logout({})).resolves.toBe('/signin')
    const signOutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/signout')!
    expect((signOutCall[1]!.headers as Record<string, string>).Authorization).toBe('Bearer admin-token')
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/signin' })
  })

  it('restores the stored user on reload', () => {
    storeAdmin()
    expect(createSessionStore().get()).toMatchObject({ status: 'signed-in', token: 'admin-token', user: admin })
  })

  it('clears token and user when the stored user cannot be parsed', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'admin-token')
    localStorage.setItem(STORAGE_KEYS.user, '{not json')
    const store = createSessionStore()
    expect(store.get().status).toBe('signed-out')
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
  })

  it('re-reads the session when another tab signs in or out', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { success: true, user: admin } } })
    const store = createSessionStore()
    stops.push(store.start())
    const seen = vi.fn()
    store.subscribe(() => seen(store.get().status))

    otherTabWrites(STORAGE_KEYS.user, JSON.stringify(admin))
    otherTabWrites(STORAGE_KEYS.token, 'admin-token')
    expect(store.get()).toMatchObject({ status: 'signed-in', user: admin })

    otherTabWrites(STORAGE_KEYS.token, null)
    expect(store.get().status).toBe('signed-out')
    expect(seen).toHaveBeenCalledWith('signed-out')
  })

  it("rebuilds the user from the server while 'impersonating' is 'true'", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'impersonation-token')
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...admin, name: 'Stale copy' }))
    localStorage.setItem(STORAGE_KEYS.impersonating, 'true')
    mockFetch({ 'GET /api/auth/me': { body: { success: true, user: creator } } })

    const store = createSessionStore()
    expect(store.get().status).toBe('loading')
    await store.refreshUser()
    expect(store.get()).toMatchObject({ status: 'signed-in', impersonating: true, user: { name: 'Creator One' } })
  })

  it('starts impersonation: saves the admin context, swaps the token, reloads the user', async () => {
    storeAdmin()
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: { success: true, user: creator } } })
    const store = createSessionStore()

    await store.startImpersonation('impersonation-token', 7)

    expect(localStorage.getItem(STORAGE_KEYS.impersonating)).toBe('true')
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('impersonation-token')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminContext)!)).toMatchObject({
      adminToken: 'admin-token',
      adminId: admin.id,
      adminRole: 'ADMIN',
      adminEmail: admin.email,
      impersonationId: 7,
      startTime: expect.any(String),
    })
    const meCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/me')!
    expect((meCall[1]!.headers as Record<string, string>).Authorization).toBe('Bearer impersonation-token')
    expect(store.get()).toMatchObject({ status: 'signed-in', impersonating: true, user: { role: 'CREATOR' } })
  })

  it('exits impersonation with the admin token the server returns', async () => {
    storeAdmin()
    mockFetch({
      'GET /api/auth/me': (init) => ({
        body: {
          success: true,
          user: (init.headers as Record<string, string>).Authorization === 'Bearer fresh-admin-token' ? admin : creator,
        },
      }),
      'POST /api/admin/impersonate/exit': { body: { success: true, data: { adminToken: 'fresh-admin-token' } } },
    })
    const store = createSessionStore()
    await store.startImpersonation('impersonation-token', 7)

    await store.exitImpersonation()
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh-admin-token')
    expect(localStorage.getItem(STORAGE_KEYS.impersonating)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.adminContext)).toBeNull()
    expect(store.get()).toMatchObject({ status: 'signed-in', impersonating: false, user: { role: 'ADMIN' } })
  })

  it('still clears impersonation data and uses the saved admin token when exit fails', async () => {
    storeAdmin()
    mockFetch({
      'GET /api/auth/me': (init) => ({
        body: {
          success: true,
          user: (init.headers as Record<string, string>).Authorization === 'Bearer admin-token' ? admin : creator,
        },
      }),
      'POST /api/admin/impersonate/exit': { status: 500, body: { success: false, error: 'boom' } },
    })
    const store = createSessionStore()
    await store.startImpersonation('impersonation-token', 7)

    await store.exitImpersonation()
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('admin-token')
    expect(localStorage.getItem(STORAGE_KEYS.impersonating)).toBeNull()
    expect(store.get().user?.role).toBe('ADMIN')
  })

  it('signs out on a 401 answer to a call made with the stored token', async () => {
    storeAdmin()
    mockFetch({ 'GET /api/auth/me': { status: 401, body: { success: false, error: 'Unauthorized access' } } })
    const store = createSessionStore()
    stops.push(store.start())
    await vi.waitFor(() => expect(store.get().status).toBe('signed-out'))
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
  })

  it('checkError asks react-admin to sign out on 401 only', async () => {
    const authProvider = createAuthProvider(createSessionStore(), rules)
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/signin' })
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined()
  })

  it('canAccess answers from the resources roles', async () => {
    storeAdmin()
    const authProvider = createAuthProvider(createSessionStore(), rules)
    await expect(authProvider.canAccess!({ action: 'list', resource: 'creators' })).resolves.toBe(true)
    await expect(authProvider.canAccess!({ action: 'list', resource: 'unknown' })).resolves.toBe(false)
  })
})
