import { useSyncExternalStore } from 'react'
import { api, ApiError, onUnauthorized, STORAGE_KEYS } from './api'
import type { SessionUserDto } from '@core/shared'
import { ROLES, type Role } from './manifest'

/** The session user (docs/api/core.md), as /api/auth/signin and /api/auth/me return it. */
export type SessionUser = SessionUserDto

/**
 * Whether the signed-in user holds a permission the server checks (e.g. `use_powerups`):
 * a moderator only what their creator granted; other roles are decided by their role alone.
 */
export function holdsPermission(user: SessionUser | null, permission: string): boolean {
  if (!user) return false
  return !user.permissions || user.permissions.includes(permission)
}

/** What an admin leaves behind while impersonating (docs/api/web.md), to come back to. */
export interface AdminContext {
  adminToken: string
  adminId: number
  adminRole: Role
  adminEmail: string | null
  startTime: string
  impersonationId: number
}

/** `loading`: a token is stored but the user is being (re)built from the server. */
export type SessionStatus = 'signed-out' | 'loading' | 'signed-in'

export interface Session {
  status: SessionStatus
  token: string | null
  user: SessionUser | null
  impersonating: boolean
  adminContext: AdminContext | null
  /** Set when the user signed out themselves (not an expiry): there is no page to return to. */
  signedOutByUser?: true
}

export interface SignInPayload {
  loginType: 'user' | 'moderator'
  email?: string
  username?: string
  password: string
  twoFactorCode?: string
}

const SIGNED_OUT: Session = {
  status: 'signed-out',
  token: null,
  user: null,
  impersonating: false,
  adminContext: null,
}

function isSessionUser(value: unknown): value is SessionUser {
  const user = value as SessionUser | null
  return typeof user === 'object' && user !== null && ROLES.includes(user.role)
}

function parseJson(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null
  } catch {
    return undefined
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

/**
 * The signed-in session, kept in browser storage (docs/api/web.md) and mirrored here so React
 * re-renders on every change, including changes made by other tabs.
 */
export function createSessionStore(storage: Storage = localStorage) {
  const listeners = new Set<() => void>()
  let session: Session = read()

  function read(): Session {
    const token = storage.getItem(STORAGE_KEYS.token)
    const rawUser = storage.getItem(STORAGE_KEYS.user)
    const user = parseJson(rawUser)
    if (rawUser && !isSessionUser(user)) {
      storage.removeItem(STORAGE_KEYS.token)
      storage.removeItem(STORAGE_KEYS.user)
      return SIGNED_OUT
    }
    if (!token) return SIGNED_OUT
    const storedUser = (user as SessionUser | null) ?? null
    const impersonating = storage.getItem(STORAGE_KEYS.impersonating) === 'true'
    const adminContext = (parseJson(storage.getItem(STORAGE_KEYS.adminContext)) as AdminContext) ?? null
    // While impersonating, the user is rebuilt from the server, never trusted from storage.
    const status = impersonating || !storedUser ? 'loading' : 'signed-in'
    return { status, token, user: storedUser, impersonating, adminContext: impersonating ? adminContext : null }
  }

  function publish(next: Session) {
    session = next
    listeners.forEach((listener) => listener())
  }

  function clear(byUser = false) {
    Object.values(STORAGE_KEYS).forEach((key) => storage.removeItem(key))
    publish(byUser ? { ...SIGNED_OUT, signedOutByUser: true } : SIGNED_OUT)
  }

  /** Re-reads the user from /api/auth/me; a 401 signs out, other failures keep the stored user. */
  async function refreshUser(): Promise<SessionUser | null> {
    const { token } = session
    if (!token) return null
    try {
      const { user } = await api.get<{ user: SessionUser }>('/api/auth/me', { token })
      if (storage.getItem(STORAGE_KEYS.token) !== token) return session.user
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
      publish({ ...session, status: 'signed-in', user })
      return user
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) clear()
      else if (session.status === 'loading') {
        if (session.user) publish({ ...session, status: 'signed-in' })
        else clear()
      }
      return session.user
    }
  }

  function reload() {
    publish(read())
    if (session.status === 'loading') void refreshUser()
  }

  return {
    get: () => session,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    reload,
    refreshUser,

    /** Listens to other tabs and to 401 answers, and refreshes the stored user. */
    start() {
      const onStorage = (event: StorageEvent) => {
        const keys: string[] = Object.values(STORAGE_KEYS)
        if (event.storageArea === storage && (event.key === null || keys.includes(event.key))) reload()
      }
      window.addEventListener('storage', onStorage)
      const stopUnauthorized = onUnauthorized(clear)
      void refreshUser()
      return () => {
        window.removeEventListener('storage', onStorage)
        stopUnauthorized()
      }
    },

    async signIn(payload: SignInPayload): Promise<SessionUser> {
      const { user, token } = await api.post<{ user: SessionUser; token: string }>('/api/auth/signin', payload, {
        token: null,
      })
      storage.removeItem(STORAGE_KEYS.impersonating)
      storage.removeItem(STORAGE_KEYS.adminContext)
      storage.setItem(STORAGE_KEYS.token, token)
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
      publish(read())
      return user
    },

    async signOut() {
      const { token } = session
      if (token) await api.post('/api/auth/signout', {}, { token }).catch(() => undefined)
      clear(true)
    },

    /** Keep the admin's context, switch to the impersonation token, reload the user (docs/api/web.md). */
    async startImpersonation(impersonationToken: string, impersonationId: number) {
      const { token, user } = session
      if (!token || !user) throw new Error('Not signed in')
      const adminContext: AdminContext = {
        adminToken: token,
        adminId: user.id,
        adminRole: user.role,
        adminEmail: user.email,
        startTime: new Date().toISOString(),
        impersonationId,
      }
      storage.setItem(STORAGE_KEYS.adminContext, JSON.stringify(adminContext))
      storage.setItem(STORAGE_KEYS.impersonating, 'true')
      storage.setItem(STORAGE_KEYS.token, impersonationToken)
      storage.removeItem(STORAGE_KEYS.user)
      publish(read())
      return refreshUser()
    },

    /**
     * Ask the server for the admin token (sent with the impersonation token) (docs/api/web.md). On
     * failure the local impersonation data is cleared anyway and the saved admin token is used.
     */
    async exitImpersonation() {
      const { token, adminContext } = session
      let adminToken = adminContext?.adminToken ?? null
      try {
        const answer = await api.post<{ data: { adminToken: string } }>('/api/admin/impersonate/exit', {}, { token })
        adminToken = answer.data.adminToken
      } catch {
        // keep the saved admin token
      }
      storage.removeItem(STORAGE_KEYS.impersonating)
      storage.removeItem(STORAGE_KEYS.adminContext)
      storage.removeItem(STORAGE_KEYS.user)
      if (!adminToken) return clear()
      storage.setItem(STORAGE_KEYS.token, adminToken)
      publish(read())
      await refreshUser()
    },
  }
}

/** The app's session. */
export const session = createSessionStore()

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get)
}

/** `holdsPermission` for the signed-in user, re-rendering when the session changes. */
export function useHoldsPermission(permission: string): boolean {
  return holdsPermission(useSession().user, permission)
}
