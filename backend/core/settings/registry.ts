import vine from '@vinejs/vine'
import type { VineValidator } from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { INPUT_MESSAGES, withMessages } from '../http/validation.js'
import type { SettingDeclaration } from './declaration.js'
import { enabledModules } from '../module_loader.js'
import { ApiError } from '../http/api_error.js'
import {
  KERNEL_SETTINGS,
  nestSystemSettings,
  type SettingField,
  type SettingValue,
  type SystemSettings,
} from '../shared/settings.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const ruleOf = vine.createRule((value, check: (value: never) => string | null, field) => {
  const message = check(value as never)
  if (message) field.report(message, 'setting', field)
})

/** Range message of a whole number setting: 'Session Timeout must be a whole number from 1 to 720 hours'. */
function rangeMessage({ label, min = 0, max = Number.MAX_SAFE_INTEGER, unit }: SettingField) {
  return `${label} must be a whole number from ${min} to ${max}${unit ? ` ${unit}` : ''}`
}

function schemaOf(declaration: SettingDeclaration): SchemaTypes {
  const { type, min, max, validate } = declaration
  if (validate && typeof validate !== 'function') return validate.optional()
  const schema =
    type === 'integer'
      ? vine
          .number()
          .withoutDecimals()
          .min(min ?? 0)
          .max(max ?? Number.MAX_SAFE_INTEGER)
      : type === 'boolean'
        ? // Lenient on purpose: the CLI sends `true`/`false`/`1`/`0` as typed.
          vine.boolean()
        : vine
            .string()
            .trim()
            .minLength(min ?? 1)
            .maxLength(max ?? 10_000)
  return (validate ? schema.use(ruleOf(validate as (value: never) => string | null)) : schema).optional()
}

/** One message per setting and rule, in the setting's own words. */
function messagesOf(declaration: SettingDeclaration): Record<string, string> {
  const { key, type, label, max } = declaration
  if (type === 'integer') {
    const message = rangeMessage(declaration)
    return Object.fromEntries(['number', 'withoutDecimals', 'min', 'max'].map((rule) => [`${key}.${rule}`, message]))
  }
  if (type === 'boolean') return { [`${key}.boolean`]: `${label} must be true or false` }
  return {
    [`${key}.minLength`]: `${label} is required`,
    [`${key}.maxLength`]: `${label} must be at most ${max} characters`,
    [`${key}.string`]: `${label} must be text`,
  }
}

/**
 * Every system setting the running backend knows, from their declarations: their defaults, the
 * validation of PUT /api/admin/settings and the fields the settings page and the CLI show.
 */
export class SettingsRegistry {
  readonly #byKey = new Map<string, SettingDeclaration>()
  /** Prefixes of module settings (`powerups`): names of the nested groups. */
  readonly #groups = new Set<string>()
  readonly #validator: VineValidator<any, any>

  constructor(readonly declarations: readonly SettingDeclaration[]) {
    for (const declaration of declarations) {
      const { key } = declaration
      if (this.#byKey.has(key)) throw new Error(`Setting ${key} is declared twice`)
      if (key.split('.').length > 2) throw new Error(`Setting ${key}: one level of nesting at most (module.name)`)
      this.#byKey.set(key, declaration)
      if (key.includes('.')) this.#groups.add(key.split('.')[0])
    }
    this.#validator = this.compile()
  }

  /** The declaration of a known setting; an unknown name answers 400 `Unknown setting: <name>`. */
  declaration(key: string): SettingDeclaration {
    const declaration = this.#byKey.get(key)
    if (!declaration) throw new ApiError(400, `Unknown setting: ${key}`, CORE_ERRORS.unknown_setting, { key })
    return declaration
  }

  /** The declarations without their validation: what the settings page and the CLI read. */
  fields(): SettingField[] {
    return this.declarations.map(({ validate: _validate, ...field }) => field)
  }

  defaults(): SystemSettings {
    return nestSystemSettings(this.declarations.map((declaration) => [declaration.key, declaration.default]))
  }

  /**
   * Accepts nested (`{ powerups: { defaultExpiry } }`) and flat (`{ 'powerups.defaultExpiry' }`)
   * names alike, refuses names that are no setting (so a typo never passes silently), and
   * validates the values by their declarations. Answers the flat values.
   */
  async validate(body: unknown): Promise<Map<string, SettingValue>> {
    if (!isObject(body)) throw new ApiError(400, INPUT_MESSAGES.notObject, CORE_ERRORS.input_not_object)
    const flat = new Map<string, unknown>()
    for (const [key, value] of Object.entries(body)) {
      if (this.#groups.has(key) && isObject(value)) {
        for (const [name, inner] of Object.entries(value)) flat.set(`${key}.${name}`, inner)
      } else flat.set(key, value)
    }
    const nested: Record<string, unknown> = {}
    for (const [key, value] of flat) {
      const { label } = this.declaration(key)
      // The body parser turns '' into null, which Vine would take for 'not sent'.
      if (value === null) throw new ApiError(400, `${label} is required`, CORE_ERRORS.setting_required, { label })
      const [group, name] = key.split('.')
      if (name === undefined) nested[key] = value
      else nested[group] = { ...(nested[group] as object), [name]: value }
    }
    const valid = (await this.#validator.validate(nested)) as Record<
      string,
      SettingValue | Record<string, SettingValue>
    >
    const values = new Map<string, SettingValue>()
    for (const [key, value] of Object.entries(valid)) {
      if (isObject(value))
        for (const [name, inner] of Object.entries(value)) values.set(`${key}.${name}`, inner as SettingValue)
      else if (value !== undefined) values.set(key, value)
    }
    return values
  }

  private compile() {
    const properties: Record<string, SchemaTypes> = {}
    const groups: Record<string, Record<string, SchemaTypes>> = {}
    const messages: Record<string, string> = {}
    for (const declaration of this.declarations) {
      const [group, name] = declaration.key.split('.')
      if (name === undefined) properties[group] = schemaOf(declaration)
      else (groups[group] ??= {})[name] = schemaOf(declaration)
      Object.assign(messages, messagesOf(declaration))
    }
    for (const [group, schemas] of Object.entries(groups)) properties[group] = vine.object(schemas).optional()
    return withMessages(vine.compile(vine.object(properties)), messages)
  }
}

let registry: Promise<SettingsRegistry> | undefined

/**
 * The registry of the kernel's settings and those the enabled modules declare (module order).
 * Built on first use from the installed module list.
 */
export function settingsRegistry(): Promise<SettingsRegistry> {
  registry ??= Promise.resolve(enabledModules()).then((modules) => {
    const declarations = modules.flatMap((module) => module.settings ?? [])
    for (const module of modules) {
      const stray = module.settings?.find((declaration) => !declaration.key.startsWith(`${module.name}.`))
      if (stray) throw new Error(`Setting ${stray.key} of module ${module.name} must be named ${module.name}.<name>`)
    }
    return new SettingsRegistry([...KERNEL_SETTINGS, ...declarations])
  })
  return registry
}
