import type { HealthStatus } from '../../shared/monitoring'

export const STATUS_COLORS: Record<HealthStatus, 'success' | 'warning' | 'error'> = {
  healthy: 'success',
  warning: 'warning',
  error: 'error',
}

export const percentText = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)}%`)
