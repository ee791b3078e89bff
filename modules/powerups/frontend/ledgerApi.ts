import { useQuery } from '@tanstack/react-query'
import { api, ApiError, downloadBlob, session } from '@shell'
import { ledgerKey, type ClientSource } from '../../players/frontend/public'
import type { BulkPlayersResponse } from '../../players/shared/players'
import type { BulkExpireRequest, BulkGrantRequest } from '../shared/transfer'
import { historyExportFileName, type HistoryExportQuery } from '../shared/history_export'
import type {
  GrantPowerupRequest,
  GrantPowerupResponse,
  PowerupStatsDto,
  UsePowerupRequest,
  UsePowerupResponse,
} from '../shared/powerups'
import type {
  LedgerHistoryResponse,
  PowerupCreatorSettingsDto,
  RemoveHoldingResponse,
  UndoRequest,
  UndoResponse,
} from '../shared/undo'

export const powerupsKeys = {
  stats: [...ledgerKey, 'stats'] as const,
  /** Under the ledger: reloaded with the players after any change (and on push). */
  history: (playerId: number) => [...ledgerKey, 'history', playerId] as const,
  settings: ['powerups', 'settings'] as const,
}

/** The powerup calls (docs/api/powerups.md), and the dashboard figures. */
export const powerupsApi = {
  grant: (input: GrantPowerupRequest) => api.post<GrantPowerupResponse>('/api/players/powerups/grant', input),
  /** `idempotencyKey`: the same for every send of one use, so it is used once (docs/api/powerups.md). */
  use: (input: UsePowerupRequest, idempotencyKey?: string) =>
    api.post<UsePowerupResponse>('/api/players/powerups/use', input, { idempotencyKey }),
  bulkGrant: (input: BulkGrantRequest, source: ClientSource) =>
    api.post<BulkPlayersResponse>('/api/players/powerups/bulk-grant', { ...input, source }),
  bulkExpire: (input: BulkExpireRequest, source: ClientSource) =>
    api.post<BulkPlayersResponse>('/api/players/powerups/bulk-expire', { ...input, source }),
  stats: () => api.get<{ success: true; stats: PowerupStatsDto }>('/api/powerups/stats').then((answer) => answer.stats),
  /** Undo (issue 15): `grant-12` / `use-34`, within the creator's undo window. */
  undo: (entryId: string, input: UndoRequest = {}) =>
    api.post<UndoResponse>(`/api/powerups/ledger/${encodeURIComponent(entryId)}/undo`, input),
  remove: (holdingId: number, input: UndoRequest = {}) =>
    api.post<RemoveHoldingResponse>(`/api/powerups/holdings/${holdingId}/remove`, input),
  history: (playerId: number) => api.get<LedgerHistoryResponse>(`/api/powerups/players/${playerId}/history`),
  settings: () =>
    api
      .get<{ success: true; settings: PowerupCreatorSettingsDto }>('/api/powerups/settings')
      .then((answer) => answer.settings),
  updateSettings: (settings: PowerupCreatorSettingsDto) =>
    api
      .put<{ success: true; settings: PowerupCreatorSettingsDto }>('/api/powerups/settings', settings)
      .then((answer) => answer.settings),
}

/**
 * Downloads GET /api/powerups/history/export (every grant and use, the server streams them all)
 * as the file the server names; answers its name and how many entries it holds.
 */
export async function downloadHistory(query: HistoryExportQuery = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries({ format: 'csv', ...query })) {
    if (value !== undefined) params.set(key, String(value))
  }
  const token = session.get().token
  const response = await fetch(`/api/powerups/history/export?${params}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    const body = await response.json().catch(() => null)
    throw new ApiError(response.status, typeof body?.error === 'string' ? body.error : null, body)
  }
  const format = query.format ?? 'csv'
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? historyExportFileName(format)
  downloadBlob(name, await response.blob())
  return { name, count: Number(response.headers.get('X-Total-Count') ?? 0) }
}

/** Dashboard figures: active powerups and players, grants and uses today, soon to expire. */
export function usePowerupStats() {
  return useQuery<PowerupStatsDto, Error>({ queryKey: powerupsKeys.stats, queryFn: powerupsApi.stats })
}
