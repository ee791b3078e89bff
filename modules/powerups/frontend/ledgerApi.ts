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

export const powerupsKeys = {
  stats: [...ledgerKey, 'stats'] as const,
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
}

/** Dashboard figures: active powerups and players, grants and uses today, soon to expire. */
export function usePowerupStats() {
  return useQuery<PowerupStatsDto, Error>({ queryKey: powerupsKeys.stats, queryFn: powerupsApi.stats })
}
