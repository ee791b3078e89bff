import { useQuery } from '@tanstack/react-query'
import { api, ApiError, downloadBlob, session } from '@shell'
import type {
  CurrentMatchResponse,
  MatchDto,
  MatchLimits,
  MatchLimitsResponse,
  MatchListResponse,
  MatchReportDto,
  MatchReportResponse,
  ReadyStripDto,
  ReadyStripResponse,
} from '../shared/matches'
import { matchesKeys } from './matchesKeys'

export { matchesKeys }

/** The system setting holding the limits (docs/api/matches.md "Limits"). */
export const MATCH_LIMITS_SETTING = 'matches.matchLimits'

/** A match report's page: the team's /matches/:id, an admin's under the creator. */
export const reportPath = (id: number, creatorId?: number) =>
  creatorId ? `/admin/creators/${creatorId}/matches/${id}` : `/matches/${id}`

/** The match history a report goes back to. */
export const historyPath = (creatorId?: number) => (creatorId ? `/admin/creators/${creatorId}/matches` : '/matches')

export type ExportFormat = 'csv' | 'json'

/** The limits in force, and whether they are the creator's own (else the system default). */
export interface MatchLimitsInForce {
  limits: MatchLimits
  custom: boolean
}

const limitsInForce = ({ limits, custom }: MatchLimitsResponse): MatchLimitsInForce => ({ limits, custom })

/** The match calls (docs/api/matches.md). */
export const matchesApi = {
  current: () => api.get<CurrentMatchResponse>('/api/live/matches/current').then((answer) => answer.match),
  ready: () => api.get<ReadyStripResponse>('/api/live/matches/ready').then((answer) => answer.ready),
  list: (page: number, perPage: number, creatorId?: number) =>
    api.get<MatchListResponse>('/api/live/matches', { query: { page, perPage, creatorId } }),
  /** An admin names the creator whose match it is. */
  report: (id: number, creatorId?: number) =>
    api.get<MatchReportResponse>(`/api/live/matches/${id}`, { query: { creatorId } }).then((answer) => answer.match),
  limits: () => api.get<MatchLimitsResponse>('/api/live/matches/limits').then(limitsInForce),
  /** Admins: the system setting `matches.matchLimits`, the default of creators who set none (JSON; a type left out has no limit). */
  saveDefaultLimits: async (limits: MatchLimits): Promise<MatchLimitsInForce> => {
    const set = Object.fromEntries(Object.entries(limits).filter(([, limit]) => limit !== null && limit !== undefined))
    await api.put('/api/admin/settings', { [MATCH_LIMITS_SETTING]: JSON.stringify(set) })
    return { limits: set as MatchLimits, custom: false }
  },
  /** A creator: their own limits, or null for the system default again. */
  saveOwnLimits: (limits: MatchLimits | null) =>
    api.put<MatchLimitsResponse>('/api/live/matches/limits', { limits }).then(limitsInForce),
}

/** The match running now (null between matches); the push of topic `matches` keeps it current. */
export function useCurrentMatch() {
  return useQuery<MatchDto | null, Error>({ queryKey: matchesKeys.current, queryFn: matchesApi.current })
}

/** Per powerup type, who holds one (first to expire first); reloaded when holdings change. */
export function useReadyStrip(enabled: boolean) {
  return useQuery<ReadyStripDto, Error>({ queryKey: matchesKeys.ready, queryFn: matchesApi.ready, enabled })
}

export function useMatchReport(id: number, creatorId?: number) {
  return useQuery<MatchReportDto, Error>({
    queryKey: matchesKeys.report(id, creatorId),
    queryFn: () => matchesApi.report(id, creatorId),
  })
}

/** Downloads GET /api/live/matches/:id/export as the file the server names (an admin names the creator). */
export async function downloadMatch(id: number, format: ExportFormat, creatorId?: number) {
  const token = session.get().token
  const query = new URLSearchParams({ format, ...(creatorId ? { creatorId: String(creatorId) } : {}) })
  const response = await fetch(`/api/live/matches/${id}/export?${query}`, {
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

/** The per-match limits in force (Settings › Match Limits, the match bar's "2/3"). */
export function useMatchLimits() {
  return useQuery<MatchLimitsInForce, Error>({ queryKey: matchesKeys.limits, queryFn: matchesApi.limits })
}
