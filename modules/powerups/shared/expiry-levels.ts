/**
 * How close a powerup is to expiring, as the screens colour it (docs/api/powerups.md). Pure, so the CLI
 * can colour its tables the same way.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** My Powerups and the dashboard: under 12 h critical (red), under 48 h warning (yellow). */
export type ExpiryUrgency = 'critical' | 'warning' | 'safe'
export const URGENCY_CRITICAL_MS = 12 * HOUR
export const URGENCY_WARNING_MS = 48 * HOUR

/** Kiosk badges: 5 minutes or less (or expired) red, 15 minutes or less yellow, else green. */
export type KioskBadgeLevel = 'red' | 'yellow' | 'green'
export const KIOSK_RED_MS = 5 * MINUTE
export const KIOSK_YELLOW_MS = 15 * MINUTE

type Expiry = string | Date | null | undefined

/** Milliseconds left before expiry (negative once expired); null = never expires. */
export function timeLeft(expiresAt: Expiry, now: number = Date.now()): number | null {
  if (expiresAt === null || expiresAt === undefined) return null
  return new Date(expiresAt).getTime() - now
}

export function expiryUrgency(expiresAt: Expiry, now: number = Date.now()): ExpiryUrgency {
  const left = timeLeft(expiresAt, now)
  if (left === null) return 'safe'
  if (left < URGENCY_CRITICAL_MS) return 'critical'
  if (left < URGENCY_WARNING_MS) return 'warning'
  return 'safe'
}

export function kioskBadgeLevel(expiresAt: Expiry, now: number = Date.now()): KioskBadgeLevel {
  const left = timeLeft(expiresAt, now)
  if (left === null) return 'green'
  if (left <= KIOSK_RED_MS) return 'red'
  if (left <= KIOSK_YELLOW_MS) return 'yellow'
  return 'green'
}

/** Short remaining time: '3d 4h', '5h 12m', '7m', '< 1m', 'Expired', 'No expiry'. */
export function formatTimeLeft(expiresAt: Expiry, now: number = Date.now()): string {
  const left = timeLeft(expiresAt, now)
  if (left === null) return 'No expiry'
  if (left <= 0) return 'Expired'
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`
  return minutes > 0 ? `${minutes}m` : '< 1m'
}

/** Whether a date falls within the next `days` days (and is not past). */
export function expiresWithin(expiresAt: Expiry, days: number, now: number = Date.now()): boolean {
  const left = timeLeft(expiresAt, now)
  return left !== null && left > 0 && left <= days * DAY
}
