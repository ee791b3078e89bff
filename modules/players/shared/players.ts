/** Players: DTOs, limits, messages and the name rule shared by backend, frontend and CLI. */

export const PLAYER_LIMITS = { nameMax: 100, aliasesMax: 20 } as const

export const PLAYER_MESSAGES = {
  emptyName: 'Player name cannot be empty',
  invisibleName: 'A player name needs a visible character',
  controlCharacters: 'A player name cannot hold control characters such as line breaks',
  exists: 'Player already exists',
  notFound: 'Player not found',
  nameTooLong: `Player name must be at most ${PLAYER_LIMITS.nameMax} characters`,
  aliasTooLong: `Each alias must be at most ${PLAYER_LIMITS.nameMax} characters`,
  tooManyAliases: `A player has at most ${PLAYER_LIMITS.aliasesMax} aliases`,
  creatorChoiceForAdmins: 'Only admins may choose the creator',
  creatorNotFound: 'Creator not found',
  mergeIntoSelf: 'A player cannot be merged into themself',
  mergeTooManyAliases: (name: string) =>
    `Merging would give ${name} more than ${PLAYER_LIMITS.aliasesMax} aliases: remove some first`,
  mergeIdentityConflict: 'The two players are linked to different TikTok users: unlink one first',
  tiktokUserTaken: (userId: string, name: string) => `TikTok user ${userId} is already linked to ${name}`,
} as const

/**
 * The key a name is compared by: trimmed, without leading @, case-folded. `@Alice` and
 * `alice` are the same player; an empty key means no name at all.
 */
export function playerNameKey(name: string): string {
  return name.trim().replace(/^@+/, '').trim().normalize('NFC').toLowerCase()
}

/** True when `name` is the player's name or one of their aliases (gifter matching, chat). */
export function playerAnswersTo(player: Pick<PlayerDto, 'name' | 'aliases'>, name: string) {
  const key = playerNameKey(name)
  return key !== '' && [player.name, ...player.aliases].some((candidate) => playerNameKey(candidate) === key)
}

/**
 * A player as the API sends it: the roster's fields. Other modules add theirs through the
 * players' extension point (the powerups module's `powerups`: see its LedgerPlayerDto);
 * players' own code never names them.
 */
export interface PlayerDto {
  id: number
  name: string
  aliases: string[]
  isActive: boolean
  /**
   * TikTok's stable user id once a gift, chat or moderator linked the player; null before. The API
   * always sends it (optional for fixtures written before it).
   */
  tiktokUserId?: string | null
  lastActive: string | null
  createdAt: string
  isModerator: boolean
}

/** GET /api/players */
export interface ListPlayersResponse {
  success: true
  players: PlayerDto[]
}

/** POST /api/players */
export interface CreatePlayerRequest {
  name: string
  aliases?: string[]
}
export interface PlayerResponse {
  success: true
  player: PlayerDto
}

/** PUT /api/players */
export interface UpdatePlayerRequest {
  playerId: number
  updates: { name?: string; aliases?: string[]; isActive?: boolean }
}

export interface MergePlayersResponse {
  success: true
  player: PlayerDto
  merged: { id: number; name: string }
}

/** Most players one bulk action may name. */
export const BULK_PLAYERS_MAX = 500

/** One player's outcome in a bulk action: done, or skipped with the reason (nothing changed for them). */
export interface BulkPlayerResult {
  playerId: number
  /** null when no player of the creator has this id. */
  name: string | null
  status: 'ok' | 'skipped'
  reason?: string
}

/** The answer of every bulk action on players (POST /api/players/bulk-delete, the powerups bulk calls). */
export interface BulkPlayersResponse {
  success: true
  results: BulkPlayerResult[]
  ok: number
  skipped: number
}

/** The bulk answer's counts from its per-player results. */
export function bulkSummary(results: BulkPlayerResult[]): Omit<BulkPlayersResponse, 'success'> {
  const ok = results.filter((result) => result.status === 'ok').length
  return { results, ok, skipped: results.length - ok }
}
