import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import Database from 'better-sqlite3'
import BackupCommand from '#core/commands/backup'
import RestoreCommand from '#core/commands/restore'
import { NodeRegistry } from '#core/cluster/node_registry'
import { BACKUP_TEXTS } from '#core/database/sqlite_backup'
import env from '#start/env'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { parseDetails } from '#tests/helpers/audit'

const onSqlite = () => db.connection().dialect.name === 'better-sqlite3'
const scratch = () => mkdtempSync(join(tmpdir(), 'powerdeck-backup-'))

/** Runs an ace command as `node ace` would; answers its exit code and what it logged. */
async function runCommand(command: typeof BackupCommand | typeof RestoreCommand, argv: string[]) {
  ace.ui.switchMode('raw')
  try {
    const run = await ace.create(command, argv)
    await run.exec()
    return { exitCode: run.exitCode, logs: run.ui.logger.getLogs().map((log) => log.message) }
  } finally {
    ace.ui.switchMode('normal')
  }
}

/** Every table's rows, in storage order: what a restore must bring back exactly. */
async function everyRow() {
  const tables = await db.rawQuery(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name"
  )
  const rows: Record<string, unknown[]> = {}
  for (const { name } of tables) rows[name] = await db.rawQuery(`select * from "${name}" order by rowid`)
  return rows
}

const userCount = async () => Number((await db.from('users').count('* as total').first()).total)

test.group('Backup and restore (SQLite)', () => {
  test('drill: back up, change the data, restore: every row as it was', async ({ assert }) => {
    if (!onSqlite()) {
      const refused = await runCommand(BackupCommand, [join(scratch(), 'pg.sqlite')])
      assert.equal(refused.exitCode, 1)
      assert.include(refused.logs.join('\n'), 'For PostgreSQL use pg_dump and pg_restore')
      return
    }
    const { user } = await makeCreator()
    const before = await everyRow()
    const file = join(scratch(), 'powerdeck.sqlite')

    const backup = await runCommand(BackupCommand, [file])
    assert.equal(backup.exitCode, 0, backup.logs.join('\n'))
    assert.match(backup.logs.join('\n'), /Backup written to .*powerdeck\.sqlite \(\d+ bytes, \d+ migrations applied\)/)

    await db.from('users').where('id', user.id).update({ name: 'Changed after the backup' })
    await makeCreator()
    await db.from('audit_logs').delete()
    assert.notDeepEqual(await everyRow(), before)

    const restore = await runCommand(RestoreCommand, [file])
    assert.equal(restore.exitCode, 0, restore.logs.join('\n'))
    assert.deepEqual(await everyRow(), before)
    await db.from('users').where('id', user.id).delete()
  })

  test('a backup never replaces a file unless told to', async ({ assert }) => {
    const file = join(scratch(), 'kept.sqlite')
    writeFileSync(file, 'an older backup')
    const refused = await runCommand(BackupCommand, [file])
    assert.equal(refused.exitCode, 1)
    assert.equal(readFileSync(file, 'utf8'), 'an older backup')
    if (!onSqlite()) return
    assert.include(refused.logs.join('\n'), BACKUP_TEXTS.targetExists(file))
    assert.equal((await runCommand(BackupCommand, [file, '--force'])).exitCode, 0)
    assert.notEqual(readFileSync(file, 'utf8'), 'an older backup')
  })

  test('a backup of an install without a database says so', async ({ assert }) => {
    if (!onSqlite()) {
      const refused = await runCommand(BackupCommand, [join(scratch(), 'b.sqlite')])
      assert.include(refused.logs.join('\n'), BACKUP_TEXTS.notSqlite)
      return
    }
    const dataDir = env.get('DATA_DIR')
    const empty = scratch()
    env.set('DATA_DIR', empty)
    try {
      const refused = await runCommand(BackupCommand, [join(scratch(), 'b.sqlite')])
      assert.equal(refused.exitCode, 1)
      assert.include(refused.logs.join('\n'), BACKUP_TEXTS.noDatabase(join(empty, 'powerdeck-test.sqlite')))
    } finally {
      env.set('DATA_DIR', dataDir ?? '')
    }
  })

  test('restore refuses, changing nothing: no file, not a backup, a newer schema, a server running', async ({
    assert,
  }) => {
    if (!onSqlite()) {
      const refused = await runCommand(RestoreCommand, [join(scratch(), 'any.sqlite')])
      assert.equal(refused.exitCode, 1)
      assert.include(refused.logs.join('\n'), 'For PostgreSQL use pg_dump and pg_restore')
      return
    }
    const folder = scratch()
    const users = await userCount()
    const refusedWith = async (file: string, message: string) => {
      const refused = await runCommand(RestoreCommand, [file])
      assert.equal(refused.exitCode, 1)
      assert.include(refused.logs.join('\n'), message)
      assert.equal(await userCount(), users)
    }

    await refusedWith(join(folder, 'missing.sqlite'), BACKUP_TEXTS.missing(join(folder, 'missing.sqlite')))
    writeFileSync(join(folder, 'notes.txt'), 'not a database at all, just some text')
    await refusedWith(join(folder, 'notes.txt'), BACKUP_TEXTS.notABackup(join(folder, 'notes.txt')))

    // A backup from a version with one more migration.
    const newer = join(folder, 'newer.sqlite')
    assert.equal((await runCommand(BackupCommand, [newer])).exitCode, 0)
    const edited = new Database(newer)
    edited
      .prepare('insert into adonis_schema (name, batch) values (?, 99)')
      .run('database/migrations/9999_from_the_future')
    edited.close()
    await refusedWith(newer, BACKUP_TEXTS.newerSchema(['database/migrations/9999_from_the_future']))

    // A server process's heartbeat in the database (what a running server writes every 10 s).
    const current = join(folder, 'current.sqlite')
    assert.equal((await runCommand(BackupCommand, [current])).exitCode, 0)
    const server = new NodeRegistry({ id: 'server-elsewhere', startedAt: new Date() }, async () => ({
      liveConnections: [],
      pushStreams: 0,
      rssBytes: 0,
    }))
    await server.heartbeat()
    try {
      await refusedWith(current, BACKUP_TEXTS.serverRunning(1))
    } finally {
      await server.stop()
    }
    assert.equal((await runCommand(RestoreCommand, [current])).exitCode, 0)
  })
})

test.group('Backup for admins (GET /api/admin/backup)', () => {
  const download = (token?: string) =>
    fetch(`http://${process.env.HOST}:${process.env.PORT}/api/admin/backup`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  test('an admin downloads a SQLite backup of the running install, audited', async ({ assert }) => {
    const { user: admin, token } = await makeAdmin()
    const response = await download(token)
    if (!onSqlite()) {
      assert.equal(response.status, 409)
      assert.include(((await response.json()) as { error: string }).error, 'For PostgreSQL use pg_dump')
      await db.from('users').where('id', admin.id).delete()
      return
    }
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'application/vnd.sqlite3')
    assert.match(response.headers.get('content-disposition') ?? '', /powerdeck-\d{4}-\d{2}-\d{2}\.sqlite/)
    const file = join(scratch(), 'downloaded.sqlite')
    writeFileSync(file, Buffer.from(await response.arrayBuffer()))
    const copy = new Database(file, { readonly: true })
    const found = copy.prepare('select email from users where id = ?').get(admin.id) as { email: string }
    copy.close()
    assert.equal(found.email, admin.email)

    const entry = await db.from('audit_logs').where({ actor_id: admin.id, event_type: 'DATABASE_BACKED_UP' }).first()
    assert.isAbove(parseDetails(entry).bytes, 0)
    await db.from('audit_logs').where('actor_id', admin.id).delete()
    await db.from('users').where('id', admin.id).delete()
  })

  test('refused to anyone else', async ({ assert }) => {
    const { user: creator, token } = await makeCreator()
    assert.equal((await download(token)).status, 403)
    assert.equal((await download()).status, 401)
    assert.isNull(await db.from('audit_logs').where({ event_type: 'DATABASE_BACKED_UP', actor_id: creator.id }).first())
    await db.from('users').where('id', creator.id).delete()
  })
})
