import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, ApiError, displayTimeZone, session } from '@shell'
import type { AuditEntryDto, AuditLogsResponse, AuditPeriodDays, AuditStatsDto } from '../shared/audit'
import { auditExportFileName, type AuditExportFormat } from '../shared/export'

export interface AuditQuery {
  days: AuditPeriodDays
  /** Entries per request (spec 1 §9: 20; 100 for the audit page). */
  limit: number
  eventType?: string
  actorType?: string
  actorId?: number
  search?: string
}

export const auditKeys = {
  all: ['audit'] as const,
  logs: (query: AuditQuery) => ['audit', 'logs', query] as const,
  stats: (days: AuditPeriodDays, timeZone: string) => ['audit', 'stats', days, timeZone] as const,
}

export const auditApi = {
  logs: (query: AuditQuery, page: number) =>
    api.get<AuditLogsResponse>('/api/audit/logs', { query: { ...query, page } }).then((answer) => answer.data),
  /** 'Logins Today' starts at midnight in `timeZone`, the zone the list's times are shown in. */
  stats: (days: AuditPeriodDays, timeZone: string) =>
    api
      .get<{ stats: AuditStatsDto }>('/api/audit/logs/stats', { query: { days, timeZone } })
      .then((answer) => answer.stats),
}

/** The trail page by page, newest first; `loadMore` fetches the next page (Load More). */
export function useAuditLogs(query: AuditQuery) {
  const result = useInfiniteQuery({
    queryKey: auditKeys.logs(query),
    queryFn: ({ pageParam }) => auditApi.logs(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    retry: false,
  })
  const pages = result.data?.pages ?? []
  const entries: AuditEntryDto[] = pages.flatMap((page) => page.logs)
  return {
    entries,
    total: pages[0]?.pagination.totalCount ?? 0,
    loading: result.isPending,
    error: result.error,
    refreshing: result.isFetching && !result.isFetchingNextPage,
    hasMore: result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
    refresh: () => void result.refetch(),
  }
}

export function useAuditStats(days: AuditPeriodDays) {
  const timeZone = displayTimeZone()
  return useQuery({
    queryKey: auditKeys.stats(days, timeZone),
    queryFn: () => auditApi.stats(days, timeZone),
    retry: false,
  })
}

/**
 * Downloads GET /api/audit/logs/export as a file: every entry the filters select (the
 * server applies the same scope), not only the loaded page.
 */
export async function downloadAuditExport(format: AuditExportFormat, query: Omit<AuditQuery, 'limit'>) {
  const params = new URLSearchParams({ format, days: String(query.days) })
  for (const key of ['eventType', 'actorType', 'search'] as const) {
    if (query[key]) params.set(key, query[key])
  }
  const token = session.get().token
  const response = await fetch(`/api/audit/logs/export?${params}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    const body = await response.json().catch(() => null)
    throw new ApiError(response.status, typeof body?.error === 'string' ? body.error : null, body)
  }
  const blob = await response.blob()
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? auditExportFileName(format)
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
  return { name, count: Number(response.headers.get('X-Total-Count') ?? 0) }
}
