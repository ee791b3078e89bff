import type { Role } from '../../../backend/core/shared/roles.js'

/**
 * The /users page's words and shapes (docs/api/admin.md: 'User Management', 'Sample user'), shared by
 * the users resource (`/api/resources/users`), its counts call, the page and `powerdeck users`.
 */

/** An account as the users resource serves it (admins, creators and current moderators). */
export interface UserAccountDto {
  id: number
  name: string
  email: string
  role: Role
  isActive: boolean
  createdAt: string
  lastLogin: string | null
  /** Creators and moderators: their TikTok username; admins: null. */
  tiktokUsername: string | null
  /** Moderators: their sign-in username; others: null. */
  username: string | null
  /** Moderators: the creator they work for; others: null. */
  creatorId: number | null
}

/** GET /api/admin/users/summary: the four cards over every account the search matches. */
export interface UserCountsDto {
  total: number
  creators: number
  moderators: number
  admins: number
}

/** GET /api/admin/users/summary */
export interface UserCountsResponse {
  success: true
  data: UserCountsDto
}

export const USERS_TEXTS = {
  title: 'User Management',
  createUser: 'Create User',
  emptyTitle: 'No users found',
  emptyHint: 'Try adjusting your search criteria.',
  accessDenied: "Access Denied - You don't have permission to access user management.",
  backToDashboard: 'Back to Dashboard',
  /** A moderator belongs to a creator, chosen on create (422 without one). */
  creatorRequired: 'A moderator belongs to a creator: choose the creator',
  creatorNotFound: 'Creator not found',
  roleFixed: "An account's role cannot be changed: create an account with the new role",
  moderatorEmailFixed: "A moderator's email cannot be changed",
  moderatorsUnavailable: 'Moderator accounts are not available (the moderators module is disabled)',
} as const
