import { systemSettingValue, type SettingField, type SystemSettings } from '@core/shared'
import { translate } from '../shell/i18n'

const DAY = 86_400_000

/** 'Last changed today', '… 1 day ago', '… N days ago' (Account Security, from real data). */
export function lastChangedText(changedAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(changedAt).getTime()) / DAY))
  if (days === 0) return translate('shell.settings.security.changedToday')
  return translate('shell.settings.security.changedDaysAgo', { smart_count: days })
}

/**
 * A system setting's label, description or unit in the page language: the kernel's from the shell's
 * texts (`shell.settings.system.<key>`), a module's from its own (`<module>.systemSettings.<name>`); the
 * server's English declaration when a catalog has none.
 */
export function fieldText(field: SettingField, part: 'label' | 'description'): string | undefined {
  const english = field[part]
  if (english === undefined) return undefined
  const dot = field.key.indexOf('.')
  const key =
    dot === -1
      ? `shell.settings.system.${field.key}.${part}`
      : `${field.key.slice(0, dot)}.systemSettings.${field.key.slice(dot + 1)}.${part}`
  return translate(key, { _: english })
}

/** A setting's unit ('hours') in the page language. */
export const unitText = (unit: string) => translate(`shell.settings.system.units.${unit}`, { _: unit })

/** The message for a system setting the server would refuse, else null (same bounds as the server). */
export function systemFieldError(field: SettingField, value: unknown): string | null {
  if (field.type === 'text') {
    const text = String(value ?? '').trim()
    const label = fieldText(field, 'label')
    if (!text) return translate('shell.settings.system.required', { label })
    return field.max && text.length > field.max
      ? translate('shell.settings.system.tooLong', { label, max: field.max })
      : null
  }
  if (field.type !== 'integer') return null
  const number = Number(value)
  const inRange = Number.isInteger(number) && number >= (field.min ?? 0) && number <= (field.max ?? Infinity)
  return inRange ? null : translate('shell.settings.system.range', { min: field.min, max: field.max })
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
