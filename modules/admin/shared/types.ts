/** Admin API shapes (spec 2 §3 and §7), shared by backend, frontend and CLI. */
export interface Pagination {
  page: number
  limit: number
  totalCount: number
  total: number
  totalPages: number
}

export interface CreatorDto {
  id: number
  name: string
  email: string
  tiktokUsername: string | null
  isActive: boolean
  createdAt: string
  lastLoginAt: string | null
  lastActivity: string | null
  totalGifts: number
  _count: { powerups: number; players: number; moderators: number }
}

export interface AdminDto {
  id: number
  name: string
  email: string
  role: 'ADMIN'
  isActive: boolean
  createdAt: string
  lastLoginAt: string | null
}

export const CREATOR_STATUSES = ['all', 'active', 'inactive'] as const
export const CREATOR_SORT_FIELDS = ['createdAt', 'name', 'email', 'lastLoginAt'] as const
