/** The session user the API answers (`/api/auth/me`, sign-in), as far as the CLI reads it. */
export interface SessionUser {
  id: number
  email: string
  username: string | null
  name: string
  role: 'ADMIN' | 'CREATOR' | 'MODERATOR'
  tiktokUsername: string | null
  creatorName: string | null
  creatorTiktokUsername: string | null
  isImpersonated: boolean
  originalAdminEmail: string | null
  lastLoginAt: string | null
}

export const describeUser = (user: Pick<SessionUser, 'name' | 'email' | 'role'>) =>
  `${user.name} <${user.email}> (${user.role})`
