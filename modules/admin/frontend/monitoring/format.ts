import { currentLanguage, translate } from '@shell'
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

/** A percentage with one decimal in the page language: '12.5%'; 'n/a' when not measured. */
export const percentText = (value: number | null) =>
  value === null
    ? translate('admin.monitoring.notAvailable')
    : translate('admin.monitoring.percent', {
        value: value.toLocaleString(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })
