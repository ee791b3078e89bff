import { useQuery } from '@tanstack/react-query'
import { api, ApiError, downloadBlob, session } from '@shell'
import type {
  CurrentMatchResponse,
  MatchDto,
  MatchLimits,
  MatchListResponse,
  MatchReportDto,
  MatchReportResponse,
  ReadyStripDto,
  ReadyStripResponse,
} from '../shared/matches'

export const matchesKeys = {
  all: ['matches'] as const,
  current: ['matches', 'current'] as const,
  ready: ['matches', 'ready'] as const,
  limits: ['matches', 'limits'] as const,
  list: (page: number, perPage: number, creatorId?: number) =>
    ['matches', 'list', creatorId ?? null, page, perPage] as const,
  report: (id: number) => ['matches', 'report', id] as const,
}

export type ExportFormat = 'csv' | 'json'

/** The match calls (docs/api/matches.md). */
export const matchesApi = {
  current: () => api.get<CurrentMatchResponse>('/api/live/matches/current').then((answer) => answer.match),
  ready: () => api.get<ReadyStripResponse>('/api/live/matches/ready').then((answer) => answer.ready),
  list: (page: number, perPage: number, creatorId?: number) =>
    api.get<MatchListResponse>('/api/live/matches', { query: { page, perPage, creatorId } }),
  report: (id: number) => api.get<MatchReportResponse>(`/api/live/matches/${id}`).then((answer) => answer.match),
  limits: () =>
    api.get<{ success: true; limits: MatchLimits }>('/api/live/matches/limits').then((answer) => answer.limits),
  saveLimits: (limits: MatchLimits) =>
    api
      .put<{ success: true; limits: MatchLimits }>('/api/live/matches/limits', { limits })
      .then((answer) => answer.limits),
}

/** The match running now (null between matches); the push of topic `matches` keeps it current. */
export function useCurrentMatch() {
  return useQuery<MatchDto | null, Error>({ queryKey: matchesKeys.current, queryFn: matchesApi.current })
}

/** Per powerup type, who holds one (first to expire first); reloaded when holdings change. */
export function useReadyStrip(enabled: boolean) {
  return useQuery<ReadyStripDto, Error>({ queryKey: matchesKeys.ready, queryFn: matchesApi.ready, enabled })
}

export function useMatchReport(id: number) {
  return useQuery<MatchReportDto, Error>({ queryKey: matchesKeys.report(id), queryFn: () => matchesApi.report(id) })
}

/** Downloads GET /api/live/matches/:id/export as the file the server names. */
export async function downloadMatch(id: number, format: ExportFormat) {
  const token = session.get().token
  const response = await fetch(`/api/live/matches/${id}/export?format=${format}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    const body = await response.json().catch(() => null)
    throw new ApiError(response.status, typeof body?.error === 'string' ? body.error : null, body)
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `match-${id}.${format}`
  downloadBlob(name, await response.blob())
  return name
}

/** The creator's per-match limits (Settings › Powerups). */
export function useMatchLimits() {
  return useQuery<MatchLimits, Error>({ queryKey: matchesKeys.limits, queryFn: matchesApi.limits })
}
