import { useQuery } from '@tanstack/react-query'
import { api } from '@shell'
import { ledgerKey, type ClientSource } from '../../players/frontend/public'
import type { BulkPlayersResponse } from '../../players/shared/players'
import type { BulkExpireRequest, BulkGrantRequest } from '../shared/transfer'
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

/** Spec 1 §7 powerup calls, and the dashboard figures. */
export const powerupsApi = {
  grant: (input: GrantPowerupRequest) => api.post<GrantPowerupResponse>('/api/players/powerups/grant', input),
  use: (input: UsePowerupRequest) => api.post<UsePowerupResponse>('/api/players/powerups/use', input),
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

/** Dashboard figures: active powerups and players, grants and uses today, soon to expire. */
export function usePowerupStats() {
  return useQuery<PowerupStatsDto, Error>({ queryKey: powerupsKeys.stats, queryFn: powerupsApi.stats })
}
