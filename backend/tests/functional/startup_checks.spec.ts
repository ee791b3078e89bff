import { test } from '@japa/runner'
import { spawn, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'

/**
 * A start that cannot succeed ends the process with a message naming the path or address and the
 * cause, exit code 1 (it hung without listening before). Each case starts the real server entry.
 */
const BACKEND_DIR = fileURLToPath(new URL('../../', import.meta.url))
/** A TypeScript boot on a loaded machine is slow; a hang would run to this limit. */
const EXIT_WITHIN_MS = 120_000

function startServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
      cwd: BACKEND_DIR,
      env: { ...process.env, NODE_ENV: 'development', DEMO_DATA: 'false', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_WITHIN_MS)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

/** A tmpfs the test mounts (CI runs as root): read-only, or filled to the last byte. */
function mountTmpfs(options: string) {
  const dir = mkdtempSync(join(tmpdir(), 'powerdeck-start-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir])
  return {
    dir,
    unmount() {
      execFileSync('umount', [dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const sqliteOnly = process.env.DB_CONNECTION === 'pg'
const ONCE = 'start checks run once, in the SQLite suite'

test.group('Start fails fast and clearly', () => {
  test('a DATA_DIR under a file', async ({ assert }) => {
    const file = join(mkdtempSync(join(tmpdir(), 'powerdeck-start-')), 'not-a-folder')
    writeFileSync(file, '')
    const { code, output } = await startServer({ DB_CONNECTION: 'sqlite', DATA_DIR: join(file, 'data') })
    assert.equal(code, 1)
    assert.include(output, `Powerdeck cannot start: The data folder ${join(file, 'data')} (DATA_DIR) cannot be created`)
    assert.include(output, 'a part of the path is a file, not a folder')
  })
    .skip(sqliteOnly, ONCE)
    .timeout(EXIT_WITHIN_MS + 10_000)

  test('a read-only DATA_DIR', async ({ assert }) => {
    const disk = mountTmpfs('ro,size=1m')
    try {
      const { code, output } = await startServer({ DB_CONNECTION: 'sqlite', DATA_DIR: disk.dir })
      assert.equal(code, 1)
      assert.include(
        output,
        `The data folder ${disk.dir} (DATA_DIR) cannot be written: it is on a read-only file system`
      )
    } finally {
      disk.unmount()
    }
  })
    .skip(sqliteOnly, ONCE)
    .timeout(EXIT_WITHIN_MS + 10_000)

  test('a full DATA_DIR', async ({ assert }) => {
    const disk = mountTmpfs('size=256k')
    try {
      writeFileSync(join(disk.dir, 'filler'), Buffer.alloc(512 * 1024))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
    }
    try {
      const { code, output } = await startServer({ DB_CONNECTION: 'sqlite', DATA_DIR: disk.dir })
      assert.equal(code, 1)
      assert.include(output, `The data folder ${disk.dir} (DATA_DIR) cannot be written: the disk is full`)
    } finally {
      disk.unmount()
    }
  })
    .skip(sqliteOnly, ONCE)
    .timeout(EXIT_WITHIN_MS + 10_000)

  test('a migration that fails', async ({ assert }) => {
    const folder = mkdtempSync(join(tmpdir(), 'powerdeck-start-'))
    // A table the first migration creates is already there, so that migration fails.
    const file = join(folder, 'powerdeck.sqlite')
    const sqlite = new Database(file)
    sqlite.exec('create table users (id integer)')
    sqlite.close()
    const { code, output } = await startServer({ DB_CONNECTION: 'sqlite', DATA_DIR: folder })
    assert.equal(code, 1)
    assert.include(output, `Powerdeck cannot start: A migration failed on ${file}:`)
    assert.include(output, 'already exists')
  })
    .skip(sqliteOnly, ONCE)
    .timeout(EXIT_WITHIN_MS + 10_000)

  test('an unreachable PostgreSQL, named without its password', async ({ assert }) => {
    const { code, output } = await startServer({
      DB_CONNECTION: 'pg',
      DATABASE_URL: 'postgres://powerdeck:s3cret@127.0.0.1:1/powerdeck',
    })
    assert.equal(code, 1)
    assert.include(output, 'Cannot reach the database at postgres://powerdeck:***@127.0.0.1:1/powerdeck')
    assert.include(output, 'ECONNREFUSED')
    assert.notInclude(output, 's3cret')
  })
    .skip(sqliteOnly, ONCE)
    .timeout(EXIT_WITHIN_MS + 10_000)
})
