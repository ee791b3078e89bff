import vine from '@vinejs/vine'
import { IANAZone } from 'luxon'
import { withMessages } from '../http/validation.js'
import { ApiError } from '../http/api_error.js'
import {
  LANGUAGES,
  SYSTEM_SETTING_FIELDS,
  SYSTEM_SETTING_KEYS,
  THEMES,
  type SystemSettingKey,
} from '#modules/settings/shared/settings'

const timeZone = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || !IANAZone.isValidZone(value)) {
    field.report('Unknown time zone', 'timeZone', field)
  }
})

const flag = () => vine.boolean({ strict: true }).optional()

export const updatePersonalSettingsValidator = withMessages(
  vine.compile(
    vine.object({
      profile: vine
        .object({
          name: vine.string().trim().minLength(1).maxLength(120).optional(),
          email: vine.string().trim().toLowerCase().email().maxLength(254).optional(),
        })
        .optional(),
      notifications: vine
        .object({ email: flag(), push: flag(), powerupExpiry: flag(), newPlayers: flag() })
        .optional(),
      preferences: vine
        .object({
          theme: vine.enum(THEMES).optional(),
          language: vine.enum(LANGUAGES.map((language) => language.code)).optional(),
          timezone: vine.string().trim().maxLength(64).use(timeZone()).optional(),
        })
        .optional(),
    })
  ),
  {
    'profile.name.minLength': 'Name is required',
    'profile.email.email': 'Please enter a valid email address',
    'preferences.theme.enum': 'Theme must be dark or light',
    'preferences.language.enum': 'Unsupported language',
    'boolean': 'The field {{ field }} must be true or false',
  }
)

/** Bounds and unit of a numeric setting, from the shared table. */
function bounds(key: SystemSettingKey) {
  const { min = 0, max = Number.MAX_SAFE_INTEGER, unit, label } = SYSTEM_SETTING_FIELDS[key]
  return { min, max, message: `${label} must be a whole number from ${min} to ${max}${unit ? ` ${unit}` : ''}` }
}

const setting = {
  integer: (key: SystemSettingKey) => vine.number().withoutDecimals().min(bounds(key).min).max(bounds(key).max).optional(),
  // Lenient on purpose: the CLI sends `true`/`false`/`1`/`0` as typed.
  boolean: () => vine.boolean().optional(),
}

/** One message per setting and rule, in the settings' own words. */
function systemSettingMessages() {
  const messages: Record<string, string> = {}
  for (const key of SYSTEM_SETTING_KEYS) {
    const { kind, label, max } = SYSTEM_SETTING_FIELDS[key]
    if (kind === 'integer') {
      for (const rule of ['number', 'withoutDecimals', 'min', 'max']) messages[`${key}.${rule}`] = bounds(key).message
    } else if (kind === 'boolean') {
      messages[`${key}.boolean`] = `${label} must be true or false`
    } else {
      messages[`${key}.minLength`] = `${label} is required`
      messages[`${key}.maxLength`] = `${label} must be at most ${max} characters`
      messages[`${key}.string`] = `${label} must be text`
    }
  }
  return messages
}

/** PUT /api/admin/settings: any subset of the system settings (spec 1 §3 names). */
export const updateSystemSettingsValidator = withMessages(
  vine.compile(
    vine.object({
      siteName: vine.string().trim().minLength(1).maxLength(SYSTEM_SETTING_FIELDS.siteName.max!).optional(),
      maintenanceMode: setting.boolean(),
      registrationEnabled: setting.boolean(),
      sessionTimeout: setting.integer('sessionTimeout'),
      maxLoginAttempts: setting.integer('maxLoginAttempts'),
      twoFactorRequired: setting.boolean(),
      rateLimitEnabled: setting.boolean(),
      rateLimitRequests: setting.integer('rateLimitRequests'),
      rateLimitWindow: setting.integer('rateLimitWindow'),
      powerups: vine
        .object({
          defaultExpiry: setting.integer('powerups.defaultExpiry'),
          maxPowerupsPerPlayer: setting.integer('powerups.maxPowerupsPerPlayer'),
          autoCleanupExpired: setting.boolean(),
        })
        .optional(),
    })
  ),
  systemSettingMessages()
)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isSettingKey = (key: string): key is SystemSettingKey => (SYSTEM_SETTING_KEYS as readonly string[]).includes(key)

/** A known setting with a value: the body parser turns '' into null, which Vine would take for 'not sent'. */
function checkSetting(key: string, value: unknown) {
  if (!isSettingKey(key)) throw new ApiError(400, `Unknown setting: ${key}`)
  if (value === null) throw new ApiError(400, `${SYSTEM_SETTING_FIELDS[key].label} is required`)
}

/**
 * Accepts nested (`{ powerups: { defaultExpiry } }`) and flat (`{ 'powerups.defaultExpiry' }`)
 * names alike and refuses names that are no setting, so a typo never passes silently.
 */
export function nestSystemSettingsInput(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw new ApiError(400, 'Send the settings to change as a JSON object')
  const nested: Record<string, unknown> = {}
  const powerups: Record<string, unknown> = isObject(body.powerups) ? { ...body.powerups } : {}
  for (const [key, value] of Object.entries(body)) {
    if (key === 'powerups' && isObject(value)) continue
    checkSetting(key, value)
    if (key.startsWith('powerups.')) powerups[key.slice('powerups.'.length)] = value
    else nested[key] = value
  }
  for (const [name, value] of Object.entries(powerups)) checkSetting(`powerups.${name}`, value)
  if (Object.keys(powerups).length > 0) nested.powerups = powerups
  return nested
}
