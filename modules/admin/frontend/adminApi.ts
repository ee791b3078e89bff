import { api, retryOnTooManyRequests } from '@shell'
import type { AdminAccount, AdminInput, CreatorInput, CreatorListParams, CreatorSummary, Pagination } from './types'

/** Query keys; every admin change invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  creators: (params: CreatorListParams) => ['admin', 'creators', params] as const,
  creatorCounts: (search: string) => ['admin', 'creator-counts', search] as const,
  admins: ['admin', 'admins'] as const,
}

export const CREATOR_PAGE_SIZE = 10

/** The creator calls (docs/api/admin.md). The list retries a 429 after 1 s, 2 s and 3 s. */
export const creatorsApi = {
  list: (params: CreatorListParams) =>
    retryOnTooManyRequests(() =>
      api.get<{ data: { creators: CreatorSummary[]; pagination: Pagination } }>('/api/admin/creators', {
        query: { status: 'all', sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: CREATOR_PAGE_SIZE, ...params },
      })
    ).then((answer) => answer.data),
  create: (input: CreatorInput) => api.post('/api/admin/creators', input),
  update: (id: number, input: CreatorInput) => api.patch(`/api/admin/creators/${id}`, input),
  setActive: (id: number, isActive: boolean) => api.patch(`/api/admin/creators/${id}/toggle-active`, { isActive }),
  remove: (id: number) => api.delete(`/api/admin/creators/${id}`),
  impersonate: (id: number, reason: string) =>
    api
      .post<{ data: { impersonationToken: string; impersonationId: number } }>(
        `/api/admin/creators/${id}/impersonate`,
        { reason }
      )
      .then((answer) => answer.data),
}

/** The summary cards over every creator the list's search matches (not the list's page): counts and usable powerups. */
export function fetchCreatorCounts(search: string) {
  return api
    .get<{ data: { total: number; active: number; inactive: number; powerups: number } }>(
      '/api/admin/creators/summary',
      {
        query: search ? { search } : {},
      }
    )
    .then((answer) => answer.data)
}

export const adminsApi = {
  list: () =>
    api.get<{ data: { admins: AdminAccount[] } }>('/api/admin/management').then((answer) => answer.data.admins),
  create: (input: AdminInput) => api.post('/api/admin/management', input),
  update: (id: number, input: AdminInput) => api.patch(`/api/admin/management/${id}`, input),
  setActive: (id: number, isActive: boolean) => api.patch(`/api/admin/management/${id}/toggle-active`, { isActive }),
  remove: (id: number) => api.delete(`/api/admin/management/${id}`),
}
