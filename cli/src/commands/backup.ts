import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream } from 'node:stream/web'
import { Command } from 'commander'
import { action } from '../context.js'
import { CliError } from '../errors.js'

/** How long the server may take to make and send the backup. */
const BACKUP_TIMEOUT_MS = 10 * 60_000

export const BACKUP_CLI_TEXTS = {
  exists: (file: string) => `${file} already exists; choose another name or pass --force to replace it`,
  cutOff: (reason: string) => `The backup was cut off: ${reason}; nothing saved`,
  saved: (file: string, bytes: number) => `Backup saved to ${file} (${bytes} bytes)`,
}

/**
 * `powerdeck backup <file>` (admins): the running install's SQLite database, as the server copies
 * it (GET /api/admin/backup), saved under a temporary name and renamed once complete.
 */
export function backupCommand() {
  return new Command('backup')
    .description('Save a backup of the server database (SQLite installs; admins only)')
    .argument('<file>', 'file to save the backup to')
    .option('--force', 'replace the file when it exists')
    .action(
      action<{ force?: boolean }>(async (ctx) => {
        const file = ctx.args[0]
        if (existsSync(file) && !ctx.opts.force) throw new CliError(BACKUP_CLI_TEXTS.exists(file))
        const response = await ctx.api.download('/api/admin/backup', { timeoutMs: BACKUP_TIMEOUT_MS })
        const partial = join(dirname(file), `.${basename(file)}.partial`)
        try {
          await pipeline(Readable.fromWeb(response.body as ReadableStream), createWriteStream(partial))
          renameSync(partial, file)
        } catch (error) {
          throw new CliError(BACKUP_CLI_TEXTS.cutOff((error as Error).message))
        } finally {
          rmSync(partial, { force: true })
        }
        const bytes = statSync(file).size
        ctx.out.result({ file, bytes }, () => ctx.out.success(BACKUP_CLI_TEXTS.saved(file, bytes)))
      })
    )
}
