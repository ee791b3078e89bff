import type { HealthStatus } from '../../shared/monitoring'

/** Spec 2 §9: uptime as days, hours and minutes ('3d 4h 12m', '5h 0m', '7m'). */
export function formatUptime(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  if (days > 0) return `${days}d ${hours}h ${rest}m`
  if (hours > 0) return `${hours}h ${rest}m`
  return `${rest}m`
}

/** Spec 2 §4: an error shows as critical on the health screens. */
export const STATUS_LABELS: Record<HealthStatus, string> = { healthy: 'Healthy', warning: 'Warning', error: 'Critical' }
export const STATUS_COLORS: Record<HealthStatus, 'success' | 'warning' | 'error'> = {
  healthy: 'success',
  warning: 'warning',
  error: 'error',
}

export const percentText = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)}%`)
