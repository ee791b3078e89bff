import {
  SYSTEM_SETTING_FIELDS,
  SYSTEM_SETTING_KEYS,
  systemSettingValue,
  type SystemSettingKey,
  type SystemSettings,
} from '../../../modules/settings/shared/settings'

const DAY = 86_400_000

/** 'Last changed today', '… 1 day ago', '… N days ago' (Account Security, from real data). */
export function lastChangedText(changedAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(changedAt).getTime()) / DAY))
  if (days === 0) return 'Last changed today'
  return `Last changed ${days} ${days === 1 ? 'day' : 'days'} ago`
}

/** The message for a system setting the server would refuse, else null (same bounds as the server). */
export function systemFieldError(key: SystemSettingKey, value: unknown): string | null {
  const field = SYSTEM_SETTING_FIELDS[key]
  if (field.kind === 'text') {
    const text = String(value ?? '').trim()
    if (!text) return `${field.label} is required`
    return field.max && text.length > field.max ? `${field.label} must be at most ${field.max} characters` : null
  }
  if (field.kind !== 'integer') return null
  const number = Number(value)
  const inRange = Number.isInteger(number) && number >= (field.min ?? 0) && number <= (field.max ?? Infinity)
  return inRange ? null : `Enter a whole number from ${field.min} to ${field.max}`
}

export function systemErrors(settings: SystemSettings): Partial<Record<SystemSettingKey, string>> {
  const errors: Partial<Record<SystemSettingKey, string>> = {}
  for (const key of SYSTEM_SETTING_KEYS) {
    const error = systemFieldError(key, systemSettingValue(settings, key))
    if (error) errors[key] = error
  }
  return errors
}

/** Every IANA time zone the browser knows, UTC first. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')]
}
