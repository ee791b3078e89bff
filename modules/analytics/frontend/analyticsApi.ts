import { api } from '@shell'
import type { AnalyticsDto, AnalyticsRange, AnalyticsResponse } from '../shared/analytics'

export interface AnalyticsFilters {
  range: AnalyticsRange
  /** null: every creator. */
  creatorId: number | null
  /** Matches creators by name, email or TikTok username (server side). */
  search: string
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (filters: AnalyticsFilters) => ['analytics', 'report', filters] as const,
  creatorOptions: ['analytics', 'creator-options'] as const,
}

/** GET /api/analytics with the page's filters (docs/api/analytics.md; `dateRange`, `creatorId`, `search`). */
export function fetchAnalytics({ range, creatorId, search }: AnalyticsFilters): Promise<AnalyticsDto> {
  return api
    .get<AnalyticsResponse>('/api/analytics', { query: { dateRange: range, creatorId, search: search.trim() } })
    .then((answer) => answer.data)
}

/** The fields of a GET /api/admin/creators row the creator filter shows (docs/api/admin.md). */
export interface CreatorOption {
  id: number
  name: string
  tiktokUsername: string | null
}

/** The largest page the admin creators list serves. */
const OPTIONS_PAGE_SIZE = 100

/** Every creator of the admin creators list (GET /api/admin/creators), by name, for the creator filter. */
export async function fetchCreatorOptions(): Promise<CreatorOption[]> {
  const options: CreatorOption[] = []
  for (let page = 1; ; page++) {
    const { data } = await api.get<{ data: { creators: CreatorOption[]; pagination: { totalPages: number } } }>(
      '/api/admin/creators',
      { query: { status: 'all', sortBy: 'name', sortOrder: 'asc', page, limit: OPTIONS_PAGE_SIZE } }
    )
    options.push(...data.creators.map(({ id, name, tiktokUsername }) => ({ id, name, tiktokUsername })))
    if (page >= data.pagination.totalPages) return options
  }
}
