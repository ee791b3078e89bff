import { useQuery } from '@tanstack/react-query'
import { api, useAsyncAction, type ActionOutcome } from '@shell'
import { useInvalidateLedger } from '../../players/frontend/public'
import type {
  CreateModeratorInput,
  ModeratorActivityDto,
  ModeratorDto,
  ModeratorPermission,
  ModeratorStatsDto,
} from '../shared/moderators'

/** Query keys; every change invalidates `moderatorKeys.all`. */
export const moderatorKeys = {
  all: ['moderators'] as const,
  list: ['moderators', 'list'] as const,
  stats: ['moderators', 'stats'] as const,
  activity: ['moderators', 'activity'] as const,
}

export interface ModeratorUpdate {
  displayName?: string
  tiktokUsername?: string
  permissions?: ModeratorPermission[]
  status?: 'ACTIVE' | 'SUSPENDED'
}

/** The moderator calls (docs/api/moderators.md). */
export const moderatorsApi = {
  list: () => api.get<{ moderators: ModeratorDto[] }>('/api/moderators').then((answer) => answer.moderators),
  stats: () => api.get<{ stats: ModeratorStatsDto }>('/api/moderators/stats/overview').then((answer) => answer.stats),
  create: (input: CreateModeratorInput) => api.post<{ moderator: ModeratorDto }>('/api/moderators', input),
  update: (id: number, fields: ModeratorUpdate) =>
    api.put<{ moderator: ModeratorDto }>(`/api/moderators/${id}`, fields),
  remove: (id: number) => api.delete(`/api/moderators/${id}`),
  promote: (playerId: number, permissions: ModeratorPermission[]) =>
    api.post<{ moderator: ModeratorDto }>('/api/moderators/promote-player', { playerId, permissions }),
  demote: (id: number) => api.post(`/api/moderators/${id}/demote`),
  resetPassword: (id: number, password: string) =>
    api.post<{ moderator: ModeratorDto }>(`/api/moderators/${id}/reset-password`, { password }),
  myActivity: () =>
    api.get<{ activity: ModeratorActivityDto }>('/api/moderators/me/activity').then((answer) => answer.activity),
}

export function useModerators() {
  return useQuery({ queryKey: moderatorKeys.list, queryFn: moderatorsApi.list, retry: false })
}

export function useModeratorStats() {
  return useQuery({ queryKey: moderatorKeys.stats, queryFn: moderatorsApi.stats, retry: false })
}

/**
 * Runs a moderator change with the spec's toasts, then reloads the moderators and the
 * ledger's lists (a player's moderator badge follows promotions and demotions).
 */
export function useModeratorChange() {
  const { run, busy } = useAsyncAction()
  const invalidateLedger = useInvalidateLedger()
  const change = (action: () => Promise<unknown>, outcome: Omit<ActionOutcome, 'invalidate'>) =>
    run(
      async () => {
        await action()
        void invalidateLedger()
      },
      { ...outcome, invalidate: moderatorKeys.all }
    )
  return { change, busy }
}
