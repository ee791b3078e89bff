/** Audit event types the powerups module writes, and its live-push event. */
export const POWERUP_EVENTS = {
  POWERUP_GRANTED: 'POWERUP_GRANTED',
  POWERUP_USED: 'POWERUP_USED',
  POWERUP_EXPIRED: 'POWERUP_EXPIRED',
  POWERUPS_IMPORTED: 'POWERUPS_IMPORTED',
} as const

/** Emitted (AdonisJS emitter) after a grant, use or expiry has committed. */
export const POWERUPS_CHANGED = 'powerups:changed'
export interface PowerupsChangedPayload {
  creatorId: number
  reason: 'granted' | 'used' | 'expired'
  playerId?: number
}
