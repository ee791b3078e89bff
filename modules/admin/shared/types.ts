/** Admin API shapes (docs/api/admin.md), shared by backend, frontend and CLI. */
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

/** GET /api/admin/creators */
export interface CreatorsResponse {
  success: true
  data: { creators: CreatorDto[]; pagination: Pagination }
}

/** A creator added, changed or switched on or off. */
export interface CreatorResponse {
  success: true
  data: { creator: CreatorDto }
}

/** GET /api/admin/creators/summary */
export interface CreatorTotalsResponse {
  success: true
  data: { total: number; active: number; inactive: number; powerups: number }
}

/** GET /api/admin/management */
export interface AdminsResponse {
  success: true
  data: { admins: AdminDto[] }
}

/** An admin added, changed or switched on or off. */
export interface AdminResponse {
  success: true
  data: { admin: AdminDto }
}

export const CREATOR_STATUSES = ['all', 'active', 'inactive'] as const
export const CREATOR_SORT_FIELDS = ['createdAt', 'name', 'email', 'lastLoginAt'] as const
