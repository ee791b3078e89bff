/** Audit event types the players module writes, and its live-push event. */
export const PLAYER_EVENTS = {
  PLAYER_CREATED: 'PLAYER_CREATED',
  PLAYER_UPDATED: 'PLAYER_UPDATED',
  PLAYER_DELETED: 'PLAYER_DELETED',
  PLAYER_TIKTOK_LINKED: 'PLAYER_TIKTOK_LINKED',
  PLAYER_MERGED: 'PLAYER_MERGED',
} as const

/** Emitted (AdonisJS emitter) after a player was created, changed or deleted and it committed. */
export const PLAYERS_CHANGED = 'players:changed'
export interface PlayersChangedPayload {
  creatorId: number
  reason: 'created' | 'updated' | 'deleted'
  playerId: number
}
