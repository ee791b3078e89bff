import type { AdminDto, CREATOR_SORT_FIELDS, CREATOR_STATUSES, CreatorDto } from '../shared/types'

/** Shapes as the admin calls answer them; the wire types live in ../shared (docs/api/admin.md). */
export type { Pagination } from '../shared/types'
export type CreatorSummary = CreatorDto
export type AdminAccount = AdminDto

export type CreatorStatus = (typeof CREATOR_STATUSES)[number]

export interface CreatorListParams {
  search?: string
  status?: CreatorStatus
  sortBy?: (typeof CREATOR_SORT_FIELDS)[number]
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

export interface AdminInput {
  name: string
  email: string
  password?: string
}
