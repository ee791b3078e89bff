import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loginAs, tempDir, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck powerups export', () => {
  test('CSV: one row per holding with units left, expiry, and who granted it when', async () => {
    const creator = await loginAs('creator')
    const name = unique('Exported')
    await creator.run(['players', 'add', name, '--alias', 'x1']) // starter pack: 2 gloves, 1 mist
    const result = await creator.run(['powerups', 'export'])
    expect(result.code, result.stderr).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('player,aliases,isActive,type,units,expiresAt,grantedAt,grantedBy')
    const mine = lines.filter((line) => line.startsWith(`${name},`))
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatch(new RegExp(`^${name},x1,true,glove,2,\\d{4}-[^,]+,\\d{4}-[^,]+,Demo Creator$`))
    expect(mine[1]).toMatch(new RegExp(`^${name},x1,true,mist,1,`))
  })

  test('JSON on stdout with --json; --output writes the file and answers a summary', async () => {
    const creator = await loginAs('creator')
    const document = (await creator.run(['powerups', 'export', '--json'])).json()
    expect(Object.keys(document)).toEqual(['exportedAt', 'rows'])
    expect(document.rows.some((row: any) => row.player === 'NightOwl_Gamer')).toBe(true)
    const file = join(tempDir('export-'), 'balances.json')
    const summary = await creator.run(['powerups', 'export', '--format', 'json', '--output', file, '--json'])
    expect(summary.json()).toMatchObject({ file, format: 'json', players: expect.any(Number) })
    expect(JSON.parse(readFileSync(file, 'utf8')).rows.length).toBe(summary.json().rows)
    const usage = await creator.run(['powerups', 'export', '--format', 'csv', '--json'])
    expect(usage.code).toBe(2)
  })
})
