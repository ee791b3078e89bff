import { existsSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { nodeRegistry } from '../cluster/node_registry.js'
import { sqliteFile } from './sqlite_file.js'

/** A backup or restore that cannot go ahead, with what to do instead; nothing was changed. */
export class BackupRefused extends Error {}

export const BACKUP_TEXTS = {
  notSqlite:
    'Backups by this command are for SQLite installs. For PostgreSQL use pg_dump and pg_restore (docs/operators.md, "Backup and restore").',
  targetExists: (file: string) => `${file} already exists; choose another name or pass --force to replace it.`,
  missing: (file: string) => `${file} does not exist.`,
  noDatabase: (file: string) => `There is no database at ${file} to back up (check DATA_DIR).`,
  notABackup: (file: string) => `${file} is not a Powerdeck SQLite backup (no migrations table, or not SQLite).`,
  damaged: (file: string, problem: string) => `${file} is damaged (integrity check: ${problem}); nothing restored.`,
  newerSchema: (migrations: string[]) =>
    `The backup was made by a newer Powerdeck (migrations this version does not have: ${migrations.join(', ')}). Restore it with that version or later.`,
  serverRunning: (count: number) =>
    `${count} Powerdeck server process(es) use this database (heartbeat in the last 30 seconds). Stop them, then restore.`,
}

const MIGRATIONS_TABLE = 'adonis_schema'

function assertSqlite() {
  if (db.connection().dialect.name !== 'better-sqlite3' && db.connection().dialect.name !== 'sqlite3') {
    throw new BackupRefused(BACKUP_TEXTS.notSqlite)
  }
}

/** The migrations this version of the code has (core and modules), by the names recorded in the database. */
async function knownMigrations() {
  const runner = new MigrationRunner(db, app, { direction: 'up', dryRun: true })
  const list = await runner.getList()
  return new Set(list.filter((migration) => migration.status !== 'corrupt').map((migration) => migration.name))
}

export interface BackupSummary {
  file: string
  bytes: number
  migrations: number
}

/** Reads `file` as a backup: it must be intact SQLite with a migrations table. Answers its migration names. */
function inspectBackup(file: string): string[] {
  if (!existsSync(file)) throw new BackupRefused(BACKUP_TEXTS.missing(file))
  let backup: Database.Database
  try {
    backup = new Database(file, { readonly: true, fileMustExist: true })
  } catch {
    throw new BackupRefused(BACKUP_TEXTS.notABackup(file))
  }
  try {
    const problem = backup.pragma('integrity_check', { simple: true })
    if (problem !== 'ok') throw new BackupRefused(BACKUP_TEXTS.damaged(file, String(problem)))
    const hasMigrations = backup
      .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
      .get(MIGRATIONS_TABLE)
    if (!hasMigrations) throw new BackupRefused(BACKUP_TEXTS.notABackup(file))
    return backup
      .prepare(`select name from ${MIGRATIONS_TABLE}`)
      .all()
      .map((row) => (row as { name: string }).name)
  } catch (error) {
    if (error instanceof BackupRefused) throw error
    throw new BackupRefused(BACKUP_TEXTS.notABackup(file))
  } finally {
    backup.close()
  }
}

/**
 * A consistent copy of the running install's SQLite database in `file`, made with SQLite's online
 * backup (better-sqlite3 `backup()`): the server keeps serving and writing meanwhile, and the copy is
 * one moment's state. Written beside `file` first and renamed once checked, so `file` is never half a copy.
 */
export async function backupSqlite(file: string, { force = false } = {}): Promise<BackupSummary> {
  assertSqlite()
  if (existsSync(file) && !force) throw new BackupRefused(BACKUP_TEXTS.targetExists(file))
  const live = sqliteFile()
  if (!existsSync(live)) throw new BackupRefused(BACKUP_TEXTS.noDatabase(live))
  const partial = join(dirname(file), `.${basename(file)}.partial`)
  const source = new Database(live, { readonly: true, fileMustExist: true })
  try {
    await source.backup(partial)
    selfContained(partial)
    const migrations = inspectBackup(partial).length
    renameSync(partial, file)
    return { file, bytes: statSync(file).size, migrations }
  } finally {
    source.close()
    rmSync(partial, { force: true })
  }
}

/** A copy keeps the install's write-ahead-log mode; one file (rollback journal) is what a backup should be. */
function selfContained(file: string) {
  const copy = new Database(file)
  try {
    copy.pragma('journal_mode = DELETE')
  } finally {
    copy.close()
  }
}

/** The backup's migrations this code does not have: a newer version made it. */
async function newerMigrations(backupMigrations: string[]) {
  const known = await knownMigrations()
  return backupMigrations.filter((name) => !known.has(name))
}

/** Other Powerdeck processes whose heartbeat says they are serving this database now. */
async function runningServers() {
  return (await nodeRegistry.list()).filter((node) => !node.self).length
}

/**
 * Replaces the install's database with `file` (SQLite's backup API, page by page into the live file,
 * so its write-ahead log stays consistent). Refuses, changing nothing: a file that is not an intact
 * Powerdeck backup, a backup from a newer version (migrations this code lacks), and while a server
 * process uses the database. A backup from an older version is restored, then migrated up by the caller.
 */
export async function restoreSqlite(file: string): Promise<BackupSummary> {
  assertSqlite()
  const migrations = inspectBackup(file)
  const newer = await newerMigrations(migrations)
  if (newer.length) throw new BackupRefused(BACKUP_TEXTS.newerSchema(newer))
  const servers = await runningServers()
  if (servers) throw new BackupRefused(BACKUP_TEXTS.serverRunning(servers))
  const backup = new Database(file, { readonly: true, fileMustExist: true })
  try {
    await backup.backup(sqliteFile())
  } finally {
    backup.close()
  }
  return { file, bytes: statSync(file).size, migrations: migrations.length }
}
