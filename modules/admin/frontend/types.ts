/** Spec 2 §3 shapes as the admin calls answer them (frontend view). */
export interface CreatorSummary {
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

export interface Pagination {
  page: number
  limit: number
  totalCount: number
  totalPages: number
}

export type CreatorStatus = 'all' | 'active' | 'inactive'

export interface CreatorListParams {
  search?: string
  status?: CreatorStatus
  sortBy?: 'createdAt' | 'name' | 'email' | 'lastLoginAt'
  sortOrder?: 'asc' | 'desc'
  page?: number
  limit?: number
}

export interface CreatorInput {
  name: string
  email: string
  tiktokUsername: string
  password?: string
}

export interface AdminAccount {
  id: number
  name: string
  email: string
  role: string
  isActive: boolean
  createdAt: string
  lastLoginAt: string | null
}

export interface AdminInput {
  name: string
  email: string
  password?: string
}
