import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { UserActing } from '../acting/acting.js'
import { record } from '../audit/recorder.js'
import { ApiError } from '../http/api_error.js'
import SystemSetting from './models/system_setting.js'
import { settingsRegistry } from './registry.js'
import { InvalidatedCache } from './settings_cache.js'
import {
  nestSystemSettings,
  SETTINGS_EVENTS,
  SETTINGS_TEXTS,
  type PublicSite,
  type SettingField,
  type SettingValue,
  type SystemSettings,
} from '../shared/settings.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/** Settings whose change weakens or strengthens access: audited with HIGH severity. */
const SECURITY_KEYS: readonly string[] = [
  'maintenanceMode',
  'registrationEnabled',
  'sessionTimeout',
  'maxLoginAttempts',
  'twoFactorRequired',
  'rateLimitEnabled',
]

/** Values tests put over the stored ones (`overrideSettings`). */
const overrides = new Map<string, SettingValue>()

/** Where a settings change is announced to the other processes (pub/sub ignores Redis db indexes). */
export function settingsChannel(redisUrl: string) {
  return `powerdeck:settings:changed:${new URL(redisUrl).pathname.slice(1) || '0'}`
}

async function storedValues(client?: QueryClientContract) {
  return new Map((await SystemSetting.query({ client })).map((row) => [row.key, row.value]))
}

/**
 * The stored settings as this process last read them, read on every authenticated request
 * (maintenance, rate limit): dropped on every change, across processes through Redis when
 * REDIS_URL is set (the Redis connection is opened on first use).
 */
let stored: InvalidatedCache<Map<string, SettingValue>> | null = null
async function storedSettings() {
  if (!stored) {
    const cache = new InvalidatedCache(() => storedValues())
    stored = cache
    const redisUrl = env.get('REDIS_URL')
    if (redisUrl) await cache.listenOn(redis.connection('main'), settingsChannel(redisUrl)).catch(() => {})
  }
  return stored
}

/**
 * After a change commits: every process reads the stored settings afresh on its next request.
 * Anything writing system_settings other than updateSystemSettings (a test restoring rows) calls it.
 */
export async function dropSettingsCopies() {
  try {
    await (await storedSettings()).invalidate()
  } catch (error) {
    logger.error({ err: error }, 'System settings changed, but the other processes could not be told')
  }
}

/** The values settingValues made of this process's copy, until the copy is dropped (every request reads them). */
let merged: { saved: Map<string, SettingValue>; values: ReadonlyMap<string, SettingValue> } | null = null

/**
 * Every declared setting's value by its flat name: stored, else its default. Without a client,
 * the stored values come from this process's copy (see storedSettings); with one, from it.
 */
async function settingValues(client?: QueryClientContract): Promise<ReadonlyMap<string, SettingValue>> {
  const saved = client ? await storedValues(client) : await (await storedSettings()).get()
  if (!client && !overrides.size && merged?.saved === saved) return merged.values
  const registry = await settingsRegistry()
  const values = new Map(registry.declarations.map((declaration) => [declaration.key, declaration.default]))
  for (const [key, value] of saved) if (values.has(key)) values.set(key, value)
  for (const [key, value] of overrides) values.set(key, value)
  if (!client && !overrides.size) merged = { saved, values }
  return values
}

/** The system settings as GET /api/admin/settings answers them (a module's nested under its name). */
export async function getSystemSettings(client?: QueryClientContract): Promise<SystemSettings> {
  return nestSystemSettings(await settingValues(client))
}

/** The settings read at one moment; `get` types each value by its declaration. */
export interface SettingsSnapshot {
  get<V extends SettingValue>(setting: SettingField<V>): V
}

/** How modules read their own settings: `(await readSettings()).get(POWERUP_SETTINGS.defaultExpiry)`. */
export async function readSettings(client?: QueryClientContract): Promise<SettingsSnapshot> {
  const values = await settingValues(client)
  return { get: (setting) => values.get(setting.key) as never }
}

/** One setting's value, typed by its declaration. */
export async function settingValue<V extends SettingValue>(
  setting: SettingField<V>,
  client?: QueryClientContract
): Promise<V> {
  return (await readSettings(client)).get(setting)
}

/**
 * For tests: these values win over the stored ones until the answered function puts the
 * previous ones back (in-memory, unchecked).
 */
export function overrideSettings(values: Record<string, SettingValue>): () => void {
  const previous = new Map(overrides)
  for (const [key, value] of Object.entries(values)) overrides.set(key, value)
  return () => {
    overrides.clear()
    for (const [key, value] of previous) overrides.set(key, value)
  }
}

/** The declared settings (without their validation), for the settings page and the CLI. */
export async function settingDeclarations(): Promise<SettingField[]> {
  return (await settingsRegistry()).fields()
}

export async function publicSite(): Promise<PublicSite> {
  const { siteName, maintenanceMode, registrationEnabled } = await getSystemSettings()
  return { siteName, maintenanceMode, registrationEnabled }
}

/** Insert or update in one statement, so two admins saving at once cannot collide. */
async function upsertSetting(client: QueryClientContract, key: string, value: SettingValue, userId: number) {
  const row = {
    key,
    value: JSON.stringify(value),
    updated_by: userId,
    updated_at: DateTime.now().toFormat(client.dialect.dateTimeFormat),
  }
  await client.insertQuery().table(SystemSetting.table).knexQuery.insert(row).onConflict('key').merge()
}

/** The advisory lock namespace ('SS') saves of the system settings take in turn. */
const SETTINGS_SAVE_LOCK = 0x5353

/**
 * Saves the changed settings (flat names, validated by the registry) and audits them
 * (SYSTEM_CONFIG, before and after) in one transaction. A setting whose declaration does not
 * let the caller's role edit it is refused.
 */
export async function updateSystemSettings(
  acting: UserActing,
  update: Map<string, SettingValue>,
  trx?: TransactionClientContract
) {
  const registry = await settingsRegistry()
  for (const key of update.keys()) {
    if (!registry.declaration(key).editableBy.includes(acting.role)) {
      throw new ApiError(403, 'You do not have permission to access this resource', CORE_ERRORS.forbidden)
    }
  }
  const save = async (trx: TransactionClientContract) => {
    // One save at a time (PostgreSQL; SQLite runs one transaction at a time): each reads what the
    // one before wrote, so every entry's "before" is true and a value saved twice is recorded once.
    if (trx.dialect.name === 'postgres') await trx.rawQuery('select pg_advisory_xact_lock(?, 0)', [SETTINGS_SAVE_LOCK])
    const before = await settingValues(trx)
    const changes: Record<string, { before: SettingValue; after: SettingValue }> = {}
    for (const [key, after] of update) {
      const previous = before.get(key)!
      if (previous === after) continue
      changes[key] = { before: previous, after }
      await upsertSetting(trx, key, after, acting.user.id)
    }
    const changed = Object.keys(changes)
    if (changed.length > 0) {
      trx.after('commit', dropSettingsCopies)
      // Tests run inside one global transaction: its rollback undoes the change too.
      const outer = db.connection()
      if (outer.isTransaction && outer !== trx)
        (outer as TransactionClientContract).after('rollback', dropSettingsCopies)
      const severity = changed.some((key) => SECURITY_KEYS.includes(key)) ? 'HIGH' : 'MEDIUM'
      await record(
        acting,
        SETTINGS_EVENTS.SYSTEM_SETTINGS_UPDATED,
        { type: 'SYSTEM', name: 'System settings' },
        { changes },
        trx,
        {
          creatorId: null,
          severity,
        }
      )
    }
    return { settings: await getSystemSettings(trx), changed }
  }
  return trx ? save(trx) : db.transaction(save)
}

/**
 * For modules that create accounts (moderators): refuses non-admins while registration is
 * disabled. Admins may always create accounts.
 */
export async function assertRegistrationOpen(acting: Pick<UserActing, 'isAdmin'>) {
  if (acting.isAdmin) return
  const { registrationEnabled } = await getSystemSettings()
  if (!registrationEnabled) throw new ApiError(403, SETTINGS_TEXTS.registrationClosed, CORE_ERRORS.registration_closed)
}
