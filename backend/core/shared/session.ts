import type { Role } from './roles.js'

/** The signed-in account as sign-in and GET /api/auth/me answer it (docs/api/core.md, "Session user"). */
export interface SessionUserDto {
  id: number
  email: string | null
  username: string | null
  name: string
  role: Role
  avatar: string | null
  tiktokUsername: string | null
  twoFactorEnabled: boolean
  createdAt: string | null
  lastLoginAt: string | null
  creatorId: number | null
  creatorName: string | null
  creatorTiktokUsername: string | null
  isImpersonated: boolean
  originalAdminId: number | null
  originalAdminEmail: string | null
  originalAdminRole: Role | null
  impersonationId: number | null
  impersonationStartTime: string | null
  /** A moderator's permission ids; null for everyone else. */
  permissions: readonly string[] | null
}

/** GET /api/auth/me and POST /api/auth/setup */
export interface SessionResponse {
  success: true
  user: SessionUserDto
}

/** POST /api/auth/signin: the user and their bearer token. */
export interface SignInResponse extends SessionResponse {
  token: string
}
