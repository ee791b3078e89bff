const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Relative times: 'Just now', 'Nm ago', 'Nh ago', 'Nd ago' (docs/api/web.md). */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(value).getTime())
  if (elapsed < MINUTE) return 'Just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`
  return `${Math.floor(elapsed / DAY)}d ago`
}

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' }

let dateFormat = new Intl.DateTimeFormat('en-US', DATE)
let dateTimeFormat = new Intl.DateTimeFormat('en-US', DATE_TIME)

/** The signed-in user's time zone preference (Settings); undefined: the browser's. */
export function setDisplayTimeZone(timeZone: string | undefined) {
  dateFormat = new Intl.DateTimeFormat('en-US', { ...DATE, timeZone })
  dateTimeFormat = new Intl.DateTimeFormat('en-US', { ...DATE_TIME, timeZone })
}

/** The IANA time zone times are shown in: the preference, else the browser's. */
export function displayTimeZone(): string {
  return dateTimeFormat.resolvedOptions().timeZone
}

/** A count as every screen writes it (English-US, docs/api/web.md; a missing number shows as 0): '1,234'. */
export const formatCount = (value: number | null | undefined) => (value ?? 0).toLocaleString('en-US')

/** 'Mar 4, 2025' (English-US, docs/api/web.md); `fallback` when there is no date. */
export function formatDate(value: string | null | undefined, fallback = 'Never'): string {
  return value ? dateFormat.format(new Date(value)) : fallback
}

export function formatDateTime(value: string | null | undefined, fallback = 'Never'): string {
  return value ? dateTimeFormat.format(new Date(value)) : fallback
}
