import { currentLanguage, displayTimeZone, formatCount, intlLocale, translate } from '@shell'
import type { GrowthRate } from '../../shared/analytics'

/** A count as shown: the shell's formatCount ('1,234'; a missing number shows as 0). */
export const figure = formatCount

/**
 * These figures and dates are written in the page language (the shell's `intlLocale()`, through `Intl`),
 * like the shell's format helpers; the shell has no helper for one decimal or a UTC day.
 */
const locale = () => intlLocale()

/** An average as shown (docs/api/analytics.md: 1 decimal): '2.5'. */
export const average = (value: number | null | undefined) =>
  (value ?? 0).toLocaleString(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** Hours live, 1 decimal with the suffix h: '12.5h'. */
export const hours = (value: number | null | undefined) =>
  translate('analytics.format.hours', { value: average(value) })

/** Growth versus the previous period: '+12.5%', '-3.0%', '0.0%', or '—' when there is nothing to compare with. */
export function growthText(rate: GrowthRate | undefined): string {
  if (rate === null || rate === undefined) return '—'
  return `${rate < 0 ? '-' : rate > 0 ? '+' : ''}${average(Math.abs(rate))}%`
}

/** The parts of a moment in English digits and month names (file names, the English Last Activity). */
function dateParts(value: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...options })
    .formatToParts(value)
    .map((part) => [part.type, part.value])
  return Object.fromEntries(parts) as Record<Intl.DateTimeFormatPartTypes, string>
}

const ACTIVITY_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}

/** Last Activity as 'MMM dd, yyyy HH:mm' in the display time zone (other languages: their order); 'Never' without one. */
export function formatActivityTime(value: string | null | undefined, timeZone = displayTimeZone()): string {
  if (!value) return translate('analytics.format.never')
  if (currentLanguage() !== 'en')
    return new Intl.DateTimeFormat(locale(), { timeZone, hourCycle: 'h23', ...ACTIVITY_TIME }).format(new Date(value))
  const { month, day, year, hour, minute } = dateParts(new Date(value), timeZone, ACTIVITY_TIME)
  return `${month} ${day}, ${year} ${hour}:${minute}`
}

/** 'yyyyMMdd' of a moment in the display time zone (the export's file name). */
export function compactDate(value: Date, timeZone = displayTimeZone()): string {
  const { year, month, day } = dateParts(value, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
  return `${year}${month}${day}`
}

const UTC_DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }

/** The period's UTC days, first and last: 'Oct 26, 2026 – Nov 24, 2026', or one day alone. */
export function dayRange(from: string, to: string): string {
  const utcDayFormat = new Intl.DateTimeFormat(locale(), UTC_DAY)
  const [first, last] = [from, to].map((day) => utcDayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)))
  return first === last ? first : `${first} – ${last}`
}

/** A trend point's label: 'Nov 24' for a day or week start, 'Nov 2026' for a month ('2026-11' or '2026-11-01'). */
export function trendLabel(date: string, granularity: 'daily' | 'weekly' | 'monthly'): string {
  const day = new Date(date.length === 7 ? `${date}-01T00:00:00Z` : `${date.slice(0, 10)}T00:00:00Z`)
  const options: Intl.DateTimeFormatOptions =
    granularity === 'monthly' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }
  return new Intl.DateTimeFormat(locale(), { timeZone: 'UTC', ...options }).format(day)
}
