/**
 * What other modules' backends may import from the players module (with its shared/ folder);
 * nothing else of it.
 *
 * Dependency direction (issue 11): players is the roster and imports no other feature module's
 * backend. Powerups depends on players, one way: it adds the `powerups` field and the starter
 * pack through PLAYER_EXTENSIONS in its manifest's `contributes` (moderators adds `isModerator`
 * the same way).
 *
 * Services take `(acting, input, trx?)`: the kernel's Acting (its creator is the tenant), and
 * the caller's transaction to join, if any.
 */
export {
  createPlayer,
  deletePlayer,
  updatePlayer,
  type PlayerInput,
  type PlayerUpdates,
} from './services/players_service.js'
export {
  activePlayerIds,
  activePlayerIdsOf,
  findPlayerByName,
  listPlayers,
  playerCounts,
  playerNames,
  presentPlayers,
  requirePlayer,
  type PlayerReadOptions,
  type PlayerRef,
} from './services/player_reads.js'
export { lockPlayerAsActive, playerRefFields, playerSetLockParts } from './services/player_locks.js'
export type { PlayerRecord } from './serializers.js'
export {
  creatorUserKey,
  possibleTikTokPlayers,
  resolveTikTokPlayer,
  settledTikTokPlayers,
  tiktokUserIdOf,
  type CreatorTikTokIdentity,
  type ResolvedTikTokPlayer,
  type TikTokIdentity,
} from './services/tiktok_identity.js'
export { PLAYER_EXTENSIONS, type PlayerExtension } from './extension_points.js'
export { tenantAccess, type ModeratorRule } from './services/tenant_access.js'
export { upsertImportedPlayer, type ImportedPlayer, type ImportedPlayerResult } from './services/player_import.js'
export { forEachPlayer } from './services/bulk_players.js'
export { bulkPlayerIds, BULK_PLAYER_IDS_MESSAGES } from './validators.js'
