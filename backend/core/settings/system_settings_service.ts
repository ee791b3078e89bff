import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#modules/audit/backend/services/audit_service'
import type { Actor } from '../auth/actor.js'
import { ApiError } from '../http/api_error.js'
import SystemSetting from './models/system_setting.js'
import {
  SETTINGS_EVENTS,
  SETTINGS_TEXTS,
  SYSTEM_SETTING_DEFAULTS,
  SYSTEM_SETTING_KEYS,
  systemSettingValue,
  withSystemSettingValue,
  type PublicSite,
  type SystemSettingKey,
  type SystemSettings,
  type SystemSettingsUpdate,
  type SystemSettingValue,
} from '#modules/settings/shared/settings'

/** Settings whose change weakens or strengthens access: audited with HIGH severity. */
const SECURITY_KEYS: readonly SystemSettingKey[] = [
  'maintenanceMode',
  'registrationEnabled',
  'sessionTimeout',
  'maxLoginAttempts',
  'twoFactorRequired',
  'rateLimitEnabled',
]

const isKey = (key: string): key is SystemSettingKey => (SYSTEM_SETTING_KEYS as readonly string[]).includes(key)

/**
 * The system settings as stored, over the spec §9 defaults. Read on every authenticated
 * request (maintenance, rate limit): one primary-key-sized table, no cache to go stale
 * between processes.
 */
export async function getSystemSettings(client?: QueryClientContract): Promise<SystemSettings> {
  const rows = await SystemSetting.query({ client })
  return rows.reduce(
    (settings, row) => (isKey(row.key) ? withSystemSettingValue(settings, row.key, row.value) : settings),
    structuredClone(SYSTEM_SETTING_DEFAULTS)
  )
}

export async function publicSite(): Promise<PublicSite> {
  const { siteName, maintenanceMode, registrationEnabled } = await getSystemSettings()
  return { siteName, maintenanceMode, registrationEnabled }
}

/** Flat `{ 'powerups.defaultExpiry': 48 }` from a validated partial update. */
function flatten(update: SystemSettingsUpdate): Partial<Record<SystemSettingKey, SystemSettingValue>> {
  const { powerups, ...top } = update
  const entries = [
    ...Object.entries(top),
    ...Object.entries(powerups ?? {}).map(([name, value]) => [`powerups.${name}`, value] as const),
  ]
  return Object.fromEntries(entries.filter(([key, value]) => isKey(key) && value !== undefined))
}

/** Insert or update in one statement, so two admins saving at once cannot collide. */
async function upsertSetting(client: QueryClientContract, key: SystemSettingKey, value: SystemSettingValue, userId: number) {
  const row = { key, value: JSON.stringify(value), updated_by: userId, updated_at: DateTime.now().toFormat(client.dialect.dateTimeFormat) }
  await client.insertQuery().table(SystemSetting.table).knexQuery.insert(row).onConflict('key').merge()
}

/** Saves the changed settings and audits them (SYSTEM_CONFIG, before and after) in one transaction. */
export async function updateSystemSettings(ctx: HttpContext, update: SystemSettingsUpdate) {
  return db.transaction(async (trx) => {
    const before = await getSystemSettings(trx)
    const changes: Record<string, { before: SystemSettingValue; after: SystemSettingValue }> = {}
    for (const [key, after] of Object.entries(flatten(update)) as [SystemSettingKey, SystemSettingValue][]) {
      const previous = systemSettingValue(before, key)
      if (previous === after) continue
      changes[key] = { before: previous, after }
      await upsertSetting(trx, key, after, ctx.actor.user.id)
    }
    const changedKeys = Object.keys(changes) as SystemSettingKey[]
    if (changedKeys.length > 0) {
      await recordAudit(ctx, {
        eventType: SETTINGS_EVENTS.SYSTEM_SETTINGS_UPDATED,
        target: { type: 'SYSTEM', name: 'System settings' },
        creatorId: null,
        details: { changes },
        severity: changedKeys.some((key) => SECURITY_KEYS.includes(key)) ? 'HIGH' : 'MEDIUM',
        client: trx,
      })
    }
    return { settings: await getSystemSettings(trx), changed: changedKeys }
  })
}

/**
 * For modules that create accounts (moderators): refuses non-admins while registration is
 * disabled. Admins may always create accounts.
 */
export async function assertRegistrationOpen(actor: Pick<Actor, 'isAdmin'>) {
  if (actor.isAdmin) return
  const { registrationEnabled } = await getSystemSettings()
  if (!registrationEnabled) throw new ApiError(403, SETTINGS_TEXTS.registrationClosed)
}

/** The powerup rules the ledger applies on grant and in its cleanup (see wiring.ts). */
export async function powerupSettings() {
  return (await getSystemSettings()).powerups
}
