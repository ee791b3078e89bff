import type { Language } from '@core/shared'
import { currentLanguage, translate } from './i18n'

/*
| Every date, time, duration, number and diamond count a screen shows, through Intl in the page
| language and the user's time zone preference (Settings › Preferences). English reads as before
| (English-US: 'Mar 4, 2025', '1,234', '5m ago'). Arabic keeps Latin digits, as handles and
| TikTok's own Arabic screens do, so numbers stay readable beside names.
*/

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The Intl locale of a page language. */
export const intlLocale = (language: Language = currentLanguage()) =>
  language === 'en' ? 'en-US' : language === 'ar' ? 'ar-u-nu-latn' : language

let timeZone: string | undefined

/** The signed-in user's time zone preference (Settings); undefined: the browser's. */
export function setDisplayTimeZone(zone: string | undefined) {
  timeZone = zone
  formats.clear()
}

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>()
/** One formatter per language, kind and time zone, made on first use. */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  make: (locale: string) => F
): F {
  const key = `${currentLanguage()}|${kind}`
  let format = formats.get(key) as F | undefined
  if (!format) {
    format = make(intlLocale())
    formats.set(key, format)
  }
  return format
}

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }
const dateFormat = () => cached('date', (locale) => new Intl.DateTimeFormat(locale, { ...DATE, timeZone }))
const dateTimeFormat = () =>
  cached(
    'dateTime',
    (locale) => new Intl.DateTimeFormat(locale, { ...DATE, hour: '2-digit', minute: '2-digit', timeZone })
  )
const timeFormat = () =>
  cached(
    'time',
    (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone })
  )
const countFormat = () => cached('count', (locale) => new Intl.NumberFormat(locale))
const relativeFormat = () =>
  cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { style: 'narrow', numeric: 'always' }))

/** The IANA time zone times are shown in: the preference, else the browser's. */
export function displayTimeZone(): string {
  return dateTimeFormat().resolvedOptions().timeZone
}

/** Relative times (docs/api/web.md): 'Just now', then minutes, hours, days ago: '5m ago', 'hace 5 min'. */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(value).getTime())
  if (elapsed < MINUTE) return translate('shell.format.justNow')
  if (elapsed < HOUR) return relativeFormat().format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return relativeFormat().format(-Math.floor(elapsed / HOUR), 'hour')
  return relativeFormat().format(-Math.floor(elapsed / DAY), 'day')
}

/** A count as every screen writes it (a missing number shows as 0): '1,234', '1.234'. */
export const formatCount = (value: number | null | undefined) => countFormat().format(value ?? 0)

/** An amount of TikTok diamonds: '1,234 💎'. */
export const formatDiamonds = (value: number | null | undefined) => `${formatCount(value)} 💎`

/** A length of time, largest units first: '1h 5m', '1 h 5 min', '45s'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  const parts: [number, 'hour' | 'minute' | 'second'][] = [
    [Math.floor(seconds / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ]
  const shown = parts.filter(([amount]) => amount > 0)
  return (shown.length ? shown : [parts[2]])
    .map(([amount, unit]) =>
      cached(unit, (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' })).format(
        amount
      )
    )
    .join(' ')
}

/** 'Mar 4, 2025'; `fallback` ('Never') when there is no date. */
export function formatDate(value: string | null | undefined, fallback = translate('shell.format.never')): string {
  return value ? dateFormat().format(new Date(value)) : fallback
}

/** 'Mar 4, 2025, 10:04 AM'; `fallback` ('Never') when there is no date. */
export function formatDateTime(value: string | null | undefined, fallback = translate('shell.format.never')): string {
  return value ? dateTimeFormat().format(new Date(value)) : fallback
}

/** A time of day with seconds: '10:04:05 AM'. */
export const formatTime = (value: string | number | Date) => timeFormat().format(new Date(value))
