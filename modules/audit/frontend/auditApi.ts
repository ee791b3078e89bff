import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, ApiError, displayTimeZone, downloadBlob, session } from '@shell'
import {
  SYSTEM_AUDIT_PAGE_SIZE,
  type ActorType,
  type AuditCategory,
  type AuditEntryDto,
  type AuditLogsResponse,
  type AuditPeriodDays,
  type AuditSeverity,
  type AuditStatsDto,
  type SystemAuditLogsResponse,
} from '../shared/audit'
import { auditExportFileName, type AuditExportFormat } from '../shared/export'

export interface AuditQuery {
  days: AuditPeriodDays
  /** Entries per request (docs/api/audit.md: 20; 100 for the audit page). */
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
 * Downloads an export (`path`, with its filters in `params`) as the file the server names; the
 * server streams every entry the filters select, not only the loaded page.
 */
async function downloadExport(path: string, params: URLSearchParams, format: AuditExportFormat) {
  const token = session.get().token
  const response = await fetch(`${path}?${params}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    const body = await response.json().catch(() => null)
    throw new ApiError(response.status, typeof body?.error === 'string' ? body.error : null, body)
  }
  const blob = await response.blob()
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? auditExportFileName(format)
  downloadBlob(name, blob)
  return { name, count: Number(response.headers.get('X-Total-Count') ?? 0) }
}

/** Downloads GET /api/audit/logs/export: the entries the page's filters select (the server applies the same scope). */
export function downloadAuditExport(format: AuditExportFormat, query: Omit<AuditQuery, 'limit'>) {
  const params = new URLSearchParams({ format, days: String(query.days) })
  for (const key of ['eventType', 'actorType', 'search'] as const) {
    if (query[key]) params.set(key, query[key])
  }
  return downloadExport('/api/audit/logs/export', params, format)
}

/** The system audit log's filters (docs/api/audit.md: GET /api/admin/audit-logs), all applied by the server. */
export interface SystemAuditFilters {
  category?: AuditCategory
  severity?: AuditSeverity
  actorType?: ActorType
  /** ISO time: the start of the chosen time range. */
  dateFrom: string
  search?: string
}

const filterParams = (filters: SystemAuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string
  >

export const systemAuditKeys = {
  page: (filters: SystemAuditFilters, page: number) => ['audit', 'system', filters, page] as const,
}

/** One page of the system audit log. */
export function useSystemAuditLogs(filters: SystemAuditFilters, page: number) {
  return useQuery({
    queryKey: systemAuditKeys.page(filters, page),
    queryFn: () =>
      api
        .get<SystemAuditLogsResponse>('/api/admin/audit-logs', {
          query: { ...filterParams(filters), page, limit: SYSTEM_AUDIT_PAGE_SIZE },
        })
        .then((answer) => answer.data),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

/** Downloads GET /api/admin/audit-logs/export: every entry the same filters select. */
export function downloadSystemAuditExport(format: AuditExportFormat, filters: SystemAuditFilters) {
  return downloadExport(
    '/api/admin/audit-logs/export',
    new URLSearchParams({ format, ...filterParams(filters) }),
    format
  )
}
