import { createReadStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { record } from '../audit/recorder.js'
import { ApiError } from '../http/api_error.js'
import { DATABASE_EVENTS } from '../shared/audit_events.js'
import { BackupRefused, backupSqlite } from './sqlite_backup.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/**
 * GET /api/admin/backup (admins): a fresh SQLite backup of the running install as a download, the
 * file `powerdeck backup <file>` saves. Audited: the file holds every account's data.
 */
export function registerBackupRoutes() {
  router
    .get('/api/admin/backup', async ({ acting, response }) => {
      const folder = mkdtempSync(join(tmpdir(), 'powerdeck-backup-'))
      const removeFolder = () => rmSync(folder, { recursive: true, force: true })
      try {
        const backup = await backupSqlite(join(folder, 'powerdeck.sqlite'))
        await record(acting, DATABASE_EVENTS.DATABASE_BACKED_UP, null, {
          bytes: backup.bytes,
          migrations: backup.migrations,
        })
        const name = `powerdeck-${new Date().toISOString().slice(0, 10)}.sqlite`
        response.header('Content-Type', 'application/vnd.sqlite3')
        response.header('Content-Length', String(backup.bytes))
        response.header('Content-Disposition', `attachment; filename="${name}"`)
        response.response.once('close', removeFolder)
        response.stream(createReadStream(backup.file))
      } catch (error) {
        removeFolder()
        if (error instanceof BackupRefused)
          throw new ApiError(409, error.message, CORE_ERRORS.backup_refused, { reason: error.message })
        throw error
      }
    })
    .use(middleware.actor({ roles: ['ADMIN'] }))
    .as('core.backup')
}
