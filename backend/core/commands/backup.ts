import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { BackupRefused, backupSqlite } from '../database/sqlite_backup.js'

/** `node ace powerdeck:backup <file>`: a consistent copy of a running SQLite install. */
export default class BackupCommand extends BaseCommand {
  static commandName = 'powerdeck:backup'
  static description = 'Back up the SQLite database to a file while the server runs (PostgreSQL: pg_dump)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'File to write the backup to' })
  declare file: string

  @flags.boolean({ description: 'Replace the file when it exists' })
  declare force?: boolean

  async run() {
    try {
      const backup = await backupSqlite(this.file, { force: this.force })
      this.logger.success(
        `Backup written to ${backup.file} (${backup.bytes} bytes, ${backup.migrations} migrations applied)`
      )
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
