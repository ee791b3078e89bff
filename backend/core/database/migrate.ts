import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'

/** Runs every pending migration (core and modules) on the default connection. */
export async function migrateToLatest() {
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false })
  await migrator.run()
  if (migrator.error) throw migrator.error
  return Object.values(migrator.migratedFiles).map((migrated) => migrated.file.name)
}
