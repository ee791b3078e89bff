import { Command, UsageError, action, type CommandContext } from '../sdk.js'
import {
  systemSettingValue,
  type SettingField,
  type SettingValue,
  type SystemSettings,
} from '../../../backend/core/shared/settings.js'

const TRUE = ['true', 'on', 'yes', '1']
const FALSE = ['false', 'off', 'no', '0']

/** What the server declares about each system setting (the kernel's and its modules'). */
async function declarations(ctx: CommandContext) {
  return (await ctx.api.get<{ declarations: SettingField[] }>('/api/admin/settings/declarations')).declarations
}

function settingField(fields: SettingField[], name: string): SettingField {
  const field = fields.find((candidate) => candidate.key === name)
  if (field) return field
  throw new UsageError(`Unknown setting: ${name} (one of ${fields.map((candidate) => candidate.key).join(', ')})`)
}

/** The typed value of `set <key> <value>`: true/false (on/off, yes/no), a whole number or text. */
export function parseSettingValue(field: SettingField, raw: string): SettingValue {
  const { key, type, min, max } = field
  if (type === 'boolean') {
    const value = raw.trim().toLowerCase()
    if (TRUE.includes(value)) return true
    if (FALSE.includes(value)) return false
    throw new UsageError(`${key} takes true or false`)
  }
  if (type === 'integer') {
    if (!/^\d+$/.test(raw.trim())) throw new UsageError(`${key} takes a whole number from ${min} to ${max}`)
    return Number(raw)
  }
  const text = raw.trim()
  if (text.length < (min ?? 1) || text.length > (max ?? Infinity)) {
    throw new UsageError(`${key} takes text of ${min ?? 1} to ${max} characters`)
  }
  return text
}

const describe = (field: SettingField, value: SettingValue | undefined) =>
  `${value}${field.unit ? ` ${field.unit}` : ''}`

function getCommand() {
  return new Command('get')
    .description('Show the system settings, or one of them (admins)')
    .argument('[key]', 'a setting, e.g. maintenanceMode or powerups.defaultExpiry (all when omitted)')
    .action(
      action(async (ctx) => {
        const [fields, { settings }] = await Promise.all([
          declarations(ctx),
          ctx.api.get<{ settings: SystemSettings }>('/api/admin/settings'),
        ])
        if (ctx.args[0]) {
          const { key } = settingField(fields, ctx.args[0])
          const value = systemSettingValue(settings, key)
          return ctx.out.result({ key, value }, () => ctx.out.line(String(value)))
        }
        ctx.out.result({ settings }, () =>
          ctx.out.table(fields, [
            { header: 'setting', value: (field) => field.key },
            { header: 'value', value: (field) => describe(field, systemSettingValue(settings, field.key)) },
            { header: 'description', value: (field) => field.label },
          ])
        )
      })
    )
}

function setCommand() {
  return new Command('set')
    .description('Change one system setting (admins); the change is audited')
    .argument('<key>', 'the setting, e.g. maintenanceMode or powerups.defaultExpiry')
    .argument('<value>', 'true/false, a whole number or text')
    .addHelpText(
      'after',
      '\nExamples:\n  $ powerdeck settings set maintenanceMode on\n  $ powerdeck settings set powerups.defaultExpiry 48\n  $ powerdeck settings set siteName "Gift Arena"'
    )
    .action(
      action(async (ctx) => {
        const field = settingField(await declarations(ctx), ctx.args[0])
        const { key } = field
        const value = parseSettingValue(field, ctx.args[1])
        const answer = await ctx.api.put<{ settings: SystemSettings; changed: string[] }>('/api/admin/settings', {
          [key]: value,
        })
        const saved = systemSettingValue(answer.settings, key)
        ctx.out.result({ key, value: saved, changed: answer.changed.includes(key) }, () =>
          answer.changed.includes(key)
            ? ctx.out.success(`${key} is now ${describe(field, saved)}`)
            : ctx.out.note(`${key} was already ${describe(field, saved)}: nothing changed`)
        )
      })
    )
}

/** `powerdeck settings get [key]` and `powerdeck settings set <key> <value>`, built from the server's declarations. */
export function settingsCommand() {
  return new Command('settings')
    .description('Read and change the system settings (admins)')
    .addCommand(getCommand())
    .addCommand(setCommand())
}
