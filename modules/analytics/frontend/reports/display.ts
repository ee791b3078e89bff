import { POWERUP_LABELS, type PowerupType } from '../../../powerups/shared/powerups'
import type { AnalyticsRange, AnalyticsTrendDto, GrowthRate } from '../../shared/analytics'

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
}

const numberFormat = new Intl.NumberFormat('en-US')

/** 12,345 (English-US, spec 2 §9). */
export const formatCount = (value: number) => numberFormat.format(value)

/** '1 gift', '3 gifts'. */
export const countOf = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`

/** A powerup type as the API names it ('time-maker') in words ('Time Maker'). */
export const powerupLabel = (type: string) => POWERUP_LABELS[type as PowerupType] ?? type

/** '+12.5%', '-3.0%', '0.0%'; '—' when there is no previous period to compare with. */
export function growthText(rate: GrowthRate): string {
  if (rate === null) return '—'
  return `${rate > 0 ? '+' : ''}${rate.toFixed(1)}%`
}

export function growthColor(rate: GrowthRate): 'success.main' | 'error.main' | 'text.secondary' {
  if (rate === null || rate === 0) return 'text.secondary'
  return rate > 0 ? 'success.main' : 'error.main'
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** A trend point's UTC day ('2025-03-04') as 'Mar 4'. */
export const trendDayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

const TREND_COUNTS = ['creators', 'moderators', 'players', 'powerups', 'gifts'] as const

/** Whether the range recorded anything at all: a trend point with any count above 0. */
export const hasActivity = (trends: AnalyticsTrendDto[]) =>
  trends.some((point) => TREND_COUNTS.some((count) => point[count] > 0))
