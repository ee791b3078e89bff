import { useQuery } from '@tanstack/react-query'
import { api, ApiError, useSession } from '@shell'
import { withCanonicalTypes } from '../../powerups/shared/unit-queue'
import type {
  CreatePlayerRequest,
  ListPlayersResponse,
  PlayerDto,
  PlayerResponse,
  UpdatePlayerRequest,
} from '../shared/players'
import type { CLIENT_SOURCES } from '../../powerups/shared/powerups'

/** Which screen a change comes from (recorded with the audit entry). */
export type ClientSource = (typeof CLIENT_SOURCES)[number]

/**
 * Query keys. Everything derived from players and their powerups (lists, the powerups
 * module's stats) lives under `ledger`; every change invalidates `ledgerKey`.
 */
export const ledgerKey = ['ledger'] as const
export const playersKeys = {
  list: [...ledgerKey, 'players'] as const,
}

/** Spec 1 §7 player calls. */
export const playersApi = {
  // The kiosk asks every 5 s: the browser revalidates its stored list (If-None-Match), and an
  // unchanged list comes back as a bodiless 304.
  list: () =>
    api
      .get<ListPlayersResponse>('/api/players', { cache: 'no-cache' })
      .then((answer) => answer.players.map(withCanonicalTypes)),
  create: (input: CreatePlayerRequest, source: ClientSource) =>
    api.post<PlayerResponse>('/api/players', { ...input, source }).then((answer) => answer.player),
  update: (playerId: number, updates: UpdatePlayerRequest['updates'], source: ClientSource) =>
    api.put<PlayerResponse>('/api/players', { playerId, updates, source }),
  // The shell's DELETE sends no body; the server reads playerName from body or query alike.
  remove: (playerName: string, source: ClientSource) =>
    api.delete<PlayerResponse>('/api/players/delete', { query: { playerName, source } }),
}

export interface UsePlayersOptions {
  /** Poll every this many ms (the kiosk); none by default. */
  refetchInterval?: number | false
}

/**
 * The creator's players with their active holdings. A 401 signs out (the shell); an admin
 * outside impersonation gets `forbidden` without asking (there is no creator context), as does a
 * 403 from the server.
 */
export function usePlayers({ refetchInterval = false }: UsePlayersOptions = {}) {
  const { user } = useSession()
  // An admin acts for no creator (impersonating, the session user is the creator): nothing to ask.
  const noCreator = user?.role === 'ADMIN'
  const query = useQuery<PlayerDto[], Error>({
    queryKey: playersKeys.list,
    queryFn: playersApi.list,
    refetchInterval,
    enabled: !noCreator,
  })
  const forbidden = noCreator || (query.error instanceof ApiError && query.error.status === 403)
  return {
    players: query.data ?? [],
    loading: query.isPending,
    error: query.error,
    forbidden,
    refresh: () => query.refetch(),
    refreshing: query.isFetching,
  }
}
