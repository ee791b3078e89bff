import type { AuthProvider } from 'react-admin'
import { canAccess, type AccessRules } from '../shell/access'
import type { SessionStore, SignInPayload } from '../shell/session'

export const SIGN_IN_PATH = '/signin'

/**
 * react-admin's view of the session store. Sign-in, impersonation and storage events are
 * handled by the store; this adapter answers react-admin's questions from it.
 */
export function createAuthProvider(store: SessionStore, rules: AccessRules): AuthProvider {
  return {
    async login(payload: SignInPayload) {
      await store.signIn(payload)
    },
    async logout() {
      await store.signOut()
      return SIGN_IN_PATH
    },
    async checkAuth() {
      if (store.get().status === 'signed-out') throw { redirectTo: SIGN_IN_PATH, message: false }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw { redirectTo: SIGN_IN_PATH, message: false }
    },
    async getIdentity() {
      const { user } = store.get()
      if (!user) throw new Error('Not signed in')
      return { id: user.id, fullName: user.name, avatar: user.avatar ?? undefined }
    },
    async getPermissions() {
      return store.get().user?.role ?? null
    },
    async canAccess({ resource }) {
      return canAccess(store.get().user?.role, resource, rules)
    },
  }
}
