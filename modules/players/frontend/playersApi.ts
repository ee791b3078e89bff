import { useCallback, useEffect, useMemo } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, ApiError, useSession } from '@shell'
import type { ImportRequest, ImportResponse } from '../shared/import'
import type {
  BulkPlayersResponse,
  CreatePlayerRequest,
  ListPlayersResponse,
  MergePlayersResponse,
  PlayerDto,
  PlayerResponse,
  UpdatePlayerRequest,
} from '../shared/players'
import type { ClientSource } from '@core/shared'

/** Which screen a change comes from (recorded with the audit entry): the kernel's client sources. */
export type { ClientSource }

/**
 * Query keys. Everything derived from players and their powerups (lists, the powerups
 * module's stats) lives under `ledger`; every change invalidates `ledgerKey`.
 */
export const ledgerKey = ['ledger'] as const
export const playersKeys = {
  list: [...ledgerKey, 'players'] as const,
  /** An admin's view of a chosen creator's roster. */
  ofCreator: (creatorId: number) => [...ledgerKey, 'players', 'creator', creatorId] as const,
}

/**
 * Reloads everything under the ledger: after a change to players or their powerups, whoever
 * made it (other modules call this, or `useInvalidateLedger`, never the key itself).
 */
export const invalidateLedger = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ledgerKey })

/** `invalidateLedger` bound to the app's query client. */
export function useInvalidateLedger() {
  const queryClient = useQueryClient()
  return useCallback(() => invalidateLedger(queryClient), [queryClient])
}

/** The player calls (docs/api/players.md). */
export const playersApi = {
  // The kiosk asks every 5 s: the browser revalidates its stored list (If-None-Match), and an
  // unchanged list comes back as a bodiless 304.
  // An admin names the creator whose roster it is (`creatorId`); everyone else works on their own.
  list: (creatorId?: number) =>
    api
      .get<ListPlayersResponse>('/api/players', { cache: 'no-cache', query: { creatorId } })
      .then((answer) => answer.players),
  create: (input: CreatePlayerRequest, source: ClientSource, creatorId?: number) =>
    api.post<PlayerResponse>('/api/players', { ...input, source, creatorId }).then((answer) => answer.player),
  update: (playerId: number, updates: UpdatePlayerRequest['updates'], source: ClientSource) =>
    api.put<PlayerResponse>('/api/players', { playerId, updates, source }),
  // The shell's DELETE sends no body; the server reads playerName from body or query alike.
  remove: (playerName: string, source: ClientSource) =>
    api.delete<PlayerResponse>('/api/players/delete', { query: { playerName, source } }),
  /** Links the player to a TikTok user id (digits), or unlinks them (null). */
  linkTikTok: (playerId: number, tiktokUserId: string | null, source: ClientSource) =>
    api.put<PlayerResponse>('/api/players/tiktok', { playerId, tiktokUserId, source }),
  /** Merges `fromPlayerId` into `intoPlayerId` (then deleted). */
  merge: (intoPlayerId: number, fromPlayerId: number, source: ClientSource) =>
    api.post<MergePlayersResponse>('/api/players/merge', { intoPlayerId, fromPlayerId, source }),
  bulkDelete: (playerIds: number[], source: ClientSource) =>
    api.post<BulkPlayersResponse>('/api/players/bulk-delete', { playerIds, source }),
  /** Players and balances from an export file (dry run: what would change). */
  import: (input: ImportRequest) => api.post<ImportResponse>('/api/players/import', input),
}

export interface UsePlayersOptions {
  /** Poll every this many ms (the kiosk); none by default. */
  refetchInterval?: number | false
  /** For an admin: the creator whose roster to show (none: the admin has no roster). */
  creatorId?: number
}

/** When a 429 names no Retry-After, ask again after this long. */
const RATE_LIMIT_DEFAULT_WAIT_S = 5

/**
 * The last list the server gave, kept per signed-in user for the tab's life (sessionStorage):
 * a page reloaded while the API refuses (429) shows it instead of an empty ledger.
 */
const lastPlayersKey = (userId: number) => `powerdeck.lastPlayers.${userId}`

function readLastPlayers(userId: number | undefined): { players: PlayerDto[]; at: number } | undefined {
  if (userId === undefined) return undefined
  try {
    const saved = JSON.parse(sessionStorage.getItem(lastPlayersKey(userId)) ?? 'null')
    return saved && Array.isArray(saved.players) && typeof saved.at === 'number' ? saved : undefined
  } catch {
    return undefined
  }
}

function saveLastPlayers(userId: number, players: PlayerDto[], at: number) {
  try {
    sessionStorage.setItem(lastPlayersKey(userId), JSON.stringify({ players, at }))
  } catch {
    // Storage full or blocked: only the reload fallback is lost.
  }
}

/**
 * The creator's players with their active holdings. A 401 signs out (the shell); an admin
 * outside impersonation gets `forbidden` without asking (there is no creator context), as does a
 * 403 from the server. The last list is restored on reload (then refreshed at once); while the
 * server answers 429, `limitedUntil` says when it is asked again (its Retry-After).
 */
export function usePlayers({ refetchInterval = false, creatorId }: UsePlayersOptions = {}) {
  const { user } = useSession()
  // An admin acts for no creator unless they chose one (impersonating, the session user is the creator).
  const isAdmin = user?.role === 'ADMIN'
  const chosen = isAdmin ? creatorId : undefined
  const noCreator = isAdmin && chosen === undefined
  const userId = isAdmin ? undefined : user?.id
  // Read once per user: it only seeds a list not yet in the cache.
  const last = useMemo(() => readLastPlayers(userId), [userId])
  const query = useQuery<PlayerDto[], Error>({
    queryKey: chosen === undefined ? playersKeys.list : playersKeys.ofCreator(chosen),
    queryFn: () => playersApi.list(chosen),
    refetchInterval,
    enabled: !noCreator,
    initialData: last?.players,
    initialDataUpdatedAt: last?.at,
  })
  const { data, dataUpdatedAt, error, errorUpdatedAt, refetch } = query

  useEffect(() => {
    if (userId !== undefined && data) saveLastPlayers(userId, data, dataUpdatedAt)
  }, [userId, data, dataUpdatedAt])

  const limited = error instanceof ApiError && error.status === 429
  const limitedUntil = limited ? errorUpdatedAt + (error.retryAfterSeconds ?? RATE_LIMIT_DEFAULT_WAIT_S) * 1000 : null
  useEffect(() => {
    if (limitedUntil === null) return
    const timer = setTimeout(() => void refetch(), Math.max(0, limitedUntil - Date.now()))
    return () => clearTimeout(timer)
  }, [limitedUntil, refetch])

  const forbidden = noCreator || (error instanceof ApiError && error.status === 403)
  return {
    players: data ?? [],
    /** False until a list is known (from the server or the last one kept): counts of nothing are not zeros. */
    loaded: data !== undefined,
    loading: query.isPending,
    error,
    /** While rate limited: when the list is asked again (ms since epoch). */
    limitedUntil,
    forbidden,
    refresh: () => refetch(),
    refreshing: query.isFetching,
  }
}
