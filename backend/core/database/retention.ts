import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { KERNEL_SETTINGS, type SettingField } from '../shared/settings.js'
import { contributionsTo } from '../module_loader.js'
import { settingValue } from '../settings/system_settings_service.js'
import { storedTimestamp, utcDay } from './days.js'
import { RETENTION, type RetentionRule } from './retention_rules.js'

/*
| Data that grows with traffic is kept for the days a system setting says, then deleted by one
| sweep per process, hourly and at start, in bounded batches so ingest never waits long behind it.
*/

/** Rows one DELETE removes at most: short on SQLite's single writer and on PostgreSQL's locks. */
export const RETENTION_BATCH = 5_000
/** How often the sweep runs (and once at start). */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000

const kernelSetting = (key: string) => KERNEL_SETTINGS.find((setting) => setting.key === key) as SettingField<number>

/** The kernel's own kinds: recorded errors and the audit trail. */
const KERNEL_RULES: RetentionRule[] = [
  { kind: 'recorded errors', table: 'error_events', column: 'created_at', days: kernelSetting('errorRetentionDays') },
  { kind: 'audit entries', table: 'audit_logs', column: 'created_at', days: kernelSetting('auditRetentionDays') },
]

/** Every rule: the kernel's, then the enabled modules'. */
export const retentionRules = () => [...KERNEL_RULES, ...contributionsTo(RETENTION)]

/**
 * Deletes one rule's rows older than its setting (as of `now`), `batch` rows per statement until none
 * is left; idempotent. Answers how many went. Rows are picked by their physical id (PostgreSQL's
 * ctid, SQLite's rowid), so a table of any key is swept the same way.
 */
export async function sweepRule(rule: RetentionRule, now = new Date(), batch = RETENTION_BATCH) {
  const days = await settingValue(rule.days)
  if (!days) return 0
  const oldestKept = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const cutoff = rule.stores === 'day' ? utcDay(oldestKept) : storedTimestamp(oldestKept)
  const rowId = db.connection().dialect.name === 'postgres' ? 'ctid' : 'rowid'
  let deleted = 0
  for (;;) {
    const oldest = db.from(rule.table).where(rule.column, '<', cutoff).select(rowId).limit(batch)
    const removed = Number(await db.from(rule.table).whereIn(rowId, oldest).delete())
    deleted += removed
    if (removed < batch) return deleted
    // Let queued work (a gift batch's commit) run between statements.
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** One pass over every rule; a failing rule is logged and the others still run. */
export async function sweepRetention(now = new Date(), batch = RETENTION_BATCH) {
  const deleted: Record<string, number> = {}
  for (const rule of retentionRules()) {
    try {
      deleted[rule.kind] = await sweepRule(rule, now, batch)
      if (deleted[rule.kind]) logger.info(`Deleted ${deleted[rule.kind]} ${rule.kind} past their retention`)
    } catch (error) {
      logger.error({ err: error, table: rule.table }, `Retention sweep of ${rule.kind} failed`)
    }
  }
  return deleted
}

/** Sweeps at start and every hour; answers the stopper. */
export async function startRetentionSweeps(): Promise<() => Promise<void>> {
  await sweepRetention()
  const timer = setInterval(() => void sweepRetention(), RETENTION_SWEEP_INTERVAL_MS)
  timer.unref()
  return async () => clearInterval(timer)
}
