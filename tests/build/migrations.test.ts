import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = new URL('../../', import.meta.url).pathname

const env = (dataDir: string) => ({ ...process.env, NODE_ENV: 'production', APP_KEY: 'build-test-key-0123456789abcdef', DATA_DIR: dataDir, DB_CONNECTION: 'sqlite' })
const recorded = (dataDir: string) =>
  new Database(join(dataDir, 'powerdeck.sqlite'), { readonly: true })
    .prepare('select name from adonis_schema order by id')
    .all()
    .map((row: any) => row.name as string)

describe('the production build', () => {
  it('migrates exactly as development does', async () => {
    const devDir = mkdtempSync(join(tmpdir(), 'powerdeck-dev-'))
    const builtDir = mkdtempSync(join(tmpdir(), 'powerdeck-built-'))

    await run(process.execPath, ['ace.js', 'migration:run', '--force'], { cwd: join(root, 'backend'), env: env(devDir) })
    await run(process.execPath, ['build/backend/bin/console.js', 'migration:run', '--force'], { cwd: root, env: env(builtDir) })

    const names = recorded(devDir)
    expect(names.length).toBeGreaterThan(2)
    expect(recorded(builtDir)).toEqual(names)

    // The built app sees a development-migrated database as up to date.
    const { stdout } = await run(process.execPath, ['build/backend/bin/console.js', 'migration:run', '--force'], { cwd: root, env: env(devDir) })
    expect(stdout).toMatch(/up to date/i)
    expect(recorded(devDir)).toEqual(names)
  })
})
