import { Command, UsageError, action } from '../../../cli/src/sdk.js'
import {
  SYSTEM_SETTING_FIELDS,
  SYSTEM_SETTING_KEYS,
  systemSettingValue,
  type SystemSettingKey,
  type SystemSettings,
  type SystemSettingValue,
} from '../shared/settings.js'

const TRUE = ['true', 'on', 'yes', '1']
const FALSE = ['false', 'off', 'no', '0']

function settingKey(name: string): SystemSettingKey {
  if ((SYSTEM_SETTING_KEYS as readonly string[]).includes(name)) return name as SystemSettingKey
  throw new UsageError(`Unknown setting: ${name} (one of ${SYSTEM_SETTING_KEYS.join(', ')})`)
}

/** The typed value of `set <key> <value>`: true/false (on/off, yes/no), a whole number or text. */
export function parseSettingValue(key: SystemSettingKey, raw: string): SystemSettingValue {
  const field = SYSTEM_SETTING_FIELDS[key]
  if (field.kind === 'boolean') {
    const value = raw.trim().toLowerCase()
    if (TRUE.includes(value)) return true
    if (FALSE.includes(value)) return false
    throw new UsageError(`${key} takes true or false`)
  }
  if (field.kind === 'integer') {
    if (!/^\d+$/.test(raw.trim())) throw new UsageError(`${key} takes a whole number from ${field.min} to ${field.max}`)
    return Number(raw)
  }
  const text = raw.trim()
  if (text.length < (field.min ?? 1) || text.length > (field.max ?? Infinity)) {
    throw new UsageError(`${key} takes text of ${field.min ?? 1} to ${field.max} characters`)
  }
  return text
}

const describe = (key: SystemSettingKey, value: SystemSettingValue) =>
  `${value}${SYSTEM_SETTING_FIELDS[key].unit ? ` ${SYSTEM_SETTING_FIELDS[key].unit}` : ''}`

function getCommand() {
  return new Command('get')
    .description('Show the system settings, or one of them (admins)')
    .argument('[key]', `a setting: ${SYSTEM_SETTING_KEYS.join(', ')}`)
    .action(
      action(async (ctx) => {
        const key = ctx.args[0] ? settingKey(ctx.args[0]) : null
        const { settings } = await ctx.api.get<{ settings: SystemSettings }>('/api/admin/settings')
        if (key) {
          const value = systemSettingValue(settings, key)
          return ctx.out.result({ key, value }, () => ctx.out.line(String(value)))
        }
        ctx.out.result({ settings }, () =>
          ctx.out.table(
            SYSTEM_SETTING_KEYS.map((name) => ({ name, value: systemSettingValue(settings, name) })),
            [
              { header: 'setting', value: (row) => row.name },
              { header: 'value', value: (row) => describe(row.name, row.value) },
              { header: 'description', value: (row) => SYSTEM_SETTING_FIELDS[row.name].label },
            ]
          )
        )
      })
    )
}

function setCommand() {
  return new Command('set')
    .description('Change one system setting (admins); the change is audited')
    .argument('<key>', 'the setting, e.g. maintenanceMode or powerups.defaultExpiry')
    .argument('<value>', 'true/false, a whole number or text')
    .addHelpText('after', '\nExamples:\n  $ powerdeck settings set maintenanceMode on\n  $ powerdeck settings set powerups.defaultExpiry 48\n  $ powerdeck settings set siteName "Gift Arena"')
    .action(
      action(async (ctx) => {
        const key = settingKey(ctx.args[0])
        const value = parseSettingValue(key, ctx.args[1])
        const answer = await ctx.api.put<{ settings: SystemSettings; changed: string[] }>('/api/admin/settings', { [key]: value })
        const saved = systemSettingValue(answer.settings, key)
        ctx.out.result({ key, value: saved, changed: answer.changed.includes(key) }, () =>
          answer.changed.includes(key)
            ? ctx.out.success(`${key} is now ${describe(key, saved)}`)
            : ctx.out.note(`${key} was already ${describe(key, saved)}: nothing changed`)
        )
      })
    )
}

/** `powerdeck settings get [key]` and `powerdeck settings set <key> <value>`. */
export function settingsCommand() {
  return new Command('settings')
    .description('Read and change the system settings (admins)')
    .addCommand(getCommand())
    .addCommand(setCommand())
}
