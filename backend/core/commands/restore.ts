import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { BackupRefused, restoreSqlite } from '../database/sqlite_backup.js'
import { migrateToLatest } from '../database/migrate.js'

/** `node ace powerdeck:restore <file>`: brings a SQLite backup back, with the server stopped. */
export default class RestoreCommand extends BaseCommand {
  static commandName = 'powerdeck:restore'
  static description = 'Restore the SQLite database from a backup (stop the server first; PostgreSQL: pg_restore)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Backup file made by powerdeck:backup' })
  declare file: string

  async run() {
    try {
      const restored = await restoreSqlite(this.file)
      // A backup from an older version gets this version's migrations.
      const migrated = await migrateToLatest()
      this.logger.success(
        `Restored ${restored.file} (${restored.migrations} migrations` +
          (migrated.length ? `, then ${migrated.length} newer ones applied)` : ')')
      )
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
