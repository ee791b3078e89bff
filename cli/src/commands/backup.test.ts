import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loginAs, tempDir } from '../../tests/helpers.js'

const SQLITE_HEADER = 'SQLite format 3\u0000'

describe('powerdeck backup', () => {
  test('an admin saves the server database as a SQLite file', async () => {
    const session = await loginAs('admin')
    const file = join(tempDir('backup-'), 'powerdeck.sqlite')
    const result = await session.run(['backup', file, '--json'])
    expect(result.code, result.stderr).toBe(0)
    const bytes = readFileSync(file)
    expect(result.json()).toEqual({ file, bytes: bytes.length })
    expect(bytes.subarray(0, 16).toString('latin1')).toBe(SQLITE_HEADER)
    expect(bytes.toString('latin1')).toContain('admin@powerdeck.local')
  })

  test('keeps an existing file unless --force', async () => {
    const session = await loginAs('admin')
    const file = join(tempDir('backup-'), 'kept.sqlite')
    writeFileSync(file, 'yesterday')
    const refused = await session.run(['backup', file])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`${file} already exists; choose another name or pass --force to replace it`)
    expect(readFileSync(file, 'utf8')).toBe('yesterday')

    const replaced = await session.run(['backup', file, '--force'])
    expect(replaced.code, replaced.stderr).toBe(0)
    expect(replaced.stdout).toMatch(/Backup saved to .*kept\.sqlite \(\d+ bytes\)/)
    expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe(SQLITE_HEADER)
  })

  test('refused to a creator: nothing saved', async () => {
    const session = await loginAs('creator')
    const file = join(tempDir('backup-'), 'nope.sqlite')
    const result = await session.run(['backup', file])
    expect(result.code).not.toBe(0)
    expect(result.stderr).toMatch(/permission/i)
    expect(existsSync(file)).toBe(false)
  })
})
