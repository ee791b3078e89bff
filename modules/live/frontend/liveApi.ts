import { useQuery } from '@tanstack/react-query'
import { api, ApiError } from '@shell'
import type {
  ConnectResponse,
  LiveDriverDto,
  LiveDriverName,
  LiveStatusDto,
  LiveStatusResponse,
  OverlayDto,
  RecentGiftsResponse,
} from '../shared/live'
import { LIVE_POLLING, RECENT_GIFTS_LIMIT } from '../shared/live'

export const liveKeys = {
  all: ['live'] as const,
  status: ['live', 'status'] as const,
  gifts: ['live', 'gifts'] as const,
  overlay: ['live', 'overlay'] as const,
  driver: ['live', 'driver'] as const,
}

/** `/api/tiktok-optimized/*` and the module's own `/api/live/*` (docs/api/live.md). */
export const liveApi = {
  status: () => api.get<LiveStatusResponse>('/api/tiktok-optimized/status'),
  recentGifts: () =>
    api
      .get<RecentGiftsResponse>('/api/tiktok-optimized/gifts/recent', { query: { limit: RECENT_GIFTS_LIMIT.default } })
      .then((answer) => answer.gifts),
  clearGifts: () => api.delete<{ success: true; message: string }>('/api/tiktok-optimized/gifts/clear'),
  connect: (tiktokUsername: string) => api.post<ConnectResponse>('/api/tiktok-optimized/connect', { tiktokUsername }),
  disconnect: () => api.post<{ success: true; message: string }>('/api/tiktok-optimized/disconnect'),
  driver: () => api.get<LiveDriverDto>('/api/live/driver'),
  setDriver: (driver: LiveDriverName) => api.put<LiveDriverDto>('/api/live/driver', { driver }),
  overlay: () => api.get<{ success: true; overlay: OverlayDto }>('/api/live/overlay').then((answer) => answer.overlay),
  createOverlay: () =>
    api.post<{ success: true; overlay: OverlayDto }>('/api/live/overlay').then((answer) => answer.overlay),
  revokeOverlay: () =>
    api.delete<{ success: true; overlay: OverlayDto }>('/api/live/overlay').then((answer) => answer.overlay),
}

/**
 * The live status; `null` while no TikTok username is configured (the server's 400). Polled at
 * `intervalMs` (docs/api/live.md: 30 s on the kiosk, 120 s on the settings page), pushed in between.
 */
export function useLiveStatus(intervalMs: number | false = LIVE_POLLING.kioskStatusMs, enabled = true) {
  return useQuery<LiveStatusDto | null, Error>({
    queryKey: liveKeys.status,
    enabled,
    refetchInterval: intervalMs,
    queryFn: async () => {
      try {
        const { success: _, ...status } = await liveApi.status()
        return status
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return null
        throw error
      }
    },
  })
}
