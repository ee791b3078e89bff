import vine from '@vinejs/vine'
import { IANAZone } from 'luxon'
import { withMessages } from '../http/validation.js'
import { LANGUAGES, THEMES } from '../shared/settings.js'

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
      notifications: vine.object({ email: flag(), push: flag(), powerupExpiry: flag(), newPlayers: flag() }).optional(),
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
    boolean: 'The field {{ field }} must be true or false',
  }
)
