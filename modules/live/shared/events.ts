/** Audit event types the live module writes. */
export const LIVE_EVENTS = {
  TIKTOK_USERNAME_UPDATED: 'TIKTOK_USERNAME_UPDATED',
  TIKTOK_CONNECTED: 'TIKTOK_CONNECTED',
  TIKTOK_DISCONNECTED: 'TIKTOK_DISCONNECTED',
  LIVE_DRIVER_CHANGED: 'LIVE_DRIVER_CHANGED',
  GIFTS_CLEARED: 'GIFTS_CLEARED',
  OVERLAY_CREATED: 'OVERLAY_CREATED',
  OVERLAY_REVOKED: 'OVERLAY_REVOKED',
} as const

/** Emitted (AdonisJS emitter) once a live session's start or end is written (webhooks listen). */
export const LIVE_SESSION_CHANGED = 'live:session'
export interface LiveSessionChangedPayload {
  creatorId: number
  state: 'started' | 'ended'
  roomId: string | null
  /** ISO time the session started or ended. */
  at: string
  /** Why it ended ('ended' only). */
  reason?: string
}
