import { intlLocale, translate } from '@shell'
import type { HealthStatus } from '../../shared/monitoring'

export const STATUS_COLORS: Record<HealthStatus, 'success' | 'warning' | 'error'> = {
  healthy: 'success',
  warning: 'warning',
  error: 'error',
}

/** Each health status's message key. */
export const STATUS_KEYS: Record<HealthStatus, string> = {
  healthy: 'admin.monitoring.status.healthy',
  warning: 'admin.monitoring.status.warning',
  error: 'admin.monitoring.status.error',
}

/** Uptime as days, hours and minutes in the page language ('3d 4h 12m'; shared formatUptime is the English one). */
export function uptimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const parts = { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
  if (parts.days > 0) return translate('admin.api.uptimeDays', parts)
  if (parts.hours > 0) return translate('admin.api.uptimeHours', parts)
  return translate('admin.api.uptimeMinutes', parts)
}

/** A percentage with one decimal in the page language: '12.5%'; 'n/a' when not measured. */
export const percentText = (value: number | null) =>
  value === null
    ? translate('admin.monitoring.notAvailable')
    : translate('admin.monitoring.percent', {
        value: value.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })
