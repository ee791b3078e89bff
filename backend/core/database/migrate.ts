import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'

/**
 * The advisory lock key Lucid's MigrationRunner itself takes (`pg_try_advisory_lock(1)`), so a boot
 * and a `node ace migration:run` elsewhere also exclude each other.
 */
const MIGRATION_LOCK_KEY = 1

/** Whether boot writes are serialised by a PostgreSQL advisory lock (SQLite: one process is the supported shape). */
const onPostgres = () => db.connection().dialect.name === 'postgres'

/**
 * Runs the boot's writes (migrations, demo data) one process at a time. On PostgreSQL a transaction
 * holds `pg_advisory_xact_lock` while `work` runs on other pooled connections: processes started at
 * the same moment wait in turn, and each finds the previous one's work done. The lock ends with the
 * transaction, even when the process dies. Lucid's own lock is a non-blocking try (a second process
 * would fail to boot) taken on whichever pooled connection comes next, hence ours, which blocks.
 */
export async function underBootLock<T>(work: (locked: boolean) => Promise<T>): Promise<T> {
  if (!onPostgres()) return work(false)
  return db.transaction(async (trx) => {
    await trx.rawQuery('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY])
    return work(true)
  })
}

/**
 * Runs every pending migration (core and modules) on the default connection. `locked`: the caller
 * holds the boot lock, so Lucid's own (same key) must not be taken again.
 */
export async function migrateToLatest({ locked = false } = {}) {
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false, disableLocks: locked })
  await migrator.run()
  if (migrator.error) throw migrator.error
  return Object.values(migrator.migratedFiles).map((migrated) => migrated.file.name)
}
