/** Audit event types the powerups module writes, and its live-push event. */
export const POWERUP_EVENTS = {
  POWERUP_GRANTED: 'POWERUP_GRANTED',
  POWERUP_USED: 'POWERUP_USED',
  POWERUP_EXPIRED: 'POWERUP_EXPIRED',
  POWERUP_GRANT_UNDONE: 'POWERUP_GRANT_UNDONE',
  POWERUP_USE_UNDONE: 'POWERUP_USE_UNDONE',
  POWERUP_REMOVED: 'POWERUP_REMOVED',
  POWERUP_SETTINGS_UPDATED: 'POWERUP_SETTINGS_UPDATED',
  POWERUPS_IMPORTED: 'POWERUPS_IMPORTED',
} as const

/** Emitted (AdonisJS emitter) after a grant, use, expiry, undo or removal has committed. */
export const POWERUPS_CHANGED = 'powerups:changed'
export interface PowerupsChangedPayload {
  creatorId: number
  reason: 'granted' | 'used' | 'expired' | 'undone' | 'removed'
  playerId?: number
}
