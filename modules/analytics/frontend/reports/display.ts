import { POWERUP_LABELS, type PowerupType } from '../../../powerups/shared/powerups'
import type { AnalyticsRange, AnalyticsTrendDto, GrowthRate } from '../../shared/analytics'

/** Each range's message key. */
export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'analytics.ranges.last7Days',
  '30d': 'analytics.ranges.last30Days',
  '90d': 'analytics.ranges.last90Days',
  '1y': 'analytics.ranges.lastYear',
}

/** A powerup type as the API names it ('time-maker') in words ('Time Maker'). */
export const powerupLabel = (type: string) => POWERUP_LABELS[type as PowerupType] ?? type

export function growthColor(rate: GrowthRate): 'success.main' | 'error.main' | 'text.secondary' {
  if (rate === null || rate === 0) return 'text.secondary'
  return rate > 0 ? 'success.main' : 'error.main'
}

const TREND_COUNTS = ['creators', 'moderators', 'players', 'powerups', 'gifts'] as const

/** Whether the range recorded anything at all: a trend point with any count above 0. */
export const hasActivity = (trends: AnalyticsTrendDto[]) =>
  trends.some((point) => TREND_COUNTS.some((count) => point[count] > 0))
