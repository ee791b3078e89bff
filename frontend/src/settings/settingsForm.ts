import { systemSettingValue, type SettingField, type SystemSettings } from '@core/shared'

const DAY = 86_400_000

/** 'Last changed today', '… 1 day ago', '… N days ago' (Account Security, from real data). */
export function lastChangedText(changedAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(changedAt).getTime()) / DAY))
  if (days === 0) return 'Last changed today'
  return `Last changed ${days} ${days === 1 ? 'day' : 'days'} ago`
}

/** The message for a system setting the server would refuse, else null (same bounds as the server). */
export function systemFieldError(field: SettingField, value: unknown): string | null {
  if (field.type === 'text') {
    const text = String(value ?? '').trim()
    if (!text) return `${field.label} is required`
    return field.max && text.length > field.max ? `${field.label} must be at most ${field.max} characters` : null
  }
  if (field.type !== 'integer') return null
  const number = Number(value)
  const inRange = Number.isInteger(number) && number >= (field.min ?? 0) && number <= (field.max ?? Infinity)
  return inRange ? null : `Enter a whole number from ${field.min} to ${field.max}`
}

/** The messages of the declared settings the server would refuse, by flat name. */
export function systemErrors(fields: readonly SettingField[], settings: SystemSettings): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const error = systemFieldError(field, systemSettingValue(settings, field.key))
    if (error) errors[field.key] = error
  }
  return errors
}

/** Every IANA time zone the browser knows, UTC first. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')]
}
