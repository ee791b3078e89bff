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

describe('powerdeck powerups export --history', () => {
  test('CSV: every grant and use, oldest first, with its id, player and who did it', async () => {
    const creator = await loginAs('creator')
    const name = unique('Historic')
    await creator.run(['players', 'add', name]) // starter pack: a grant of 2 gloves, one of 1 mist
    const used = await creator.run(['powerups', 'use', name, 'glove', '--json'])
    expect(used.code, used.stderr).toBe(0)
    const result = await creator.run(['powerups', 'export', '--history'])
    expect(result.code, result.stderr).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('id,kind,player,type,count,at,by,source,unitsLeft,expiresAt,revokedAt,revokedAs')
    const mine = lines.filter((line) => line.split(',')[2] === name)
    expect(mine).toHaveLength(3)
    expect(mine[0]).toMatch(new RegExp(`^grant-\\d+,grant,${name},glove,2,\\d{4}-[^,]+,Demo Creator,starter,1,`))
    expect(mine[1]).toMatch(new RegExp(`^grant-\\d+,grant,${name},mist,1,`))
    expect(mine[2]).toBe(
      `${used.json().entryId},use,${name},glove,1,${mine[2].split(',')[5]},Demo Creator,cli,,${mine[0].split(',')[9]},,`
    )
  })

  test('JSON on stdout with --json; --output writes the file and counts the entries; bad dates and flags refused', async () => {
    const creator = await loginAs('creator')
    const document = (await creator.run(['powerups', 'export', '--history', '--json'])).json()
    expect(Object.keys(document)).toEqual(['exportedAt', 'rows'])
    expect(document.rows.length).toBeGreaterThan(0)
    expect(Object.keys(document.rows[0])).toEqual([
      'id',
      'kind',
      'player',
      'type',
      'count',
      'at',
      'by',
      'source',
      'unitsLeft',
      'expiresAt',
      'revokedAt',
      'revokedAs',
    ])
    const file = join(tempDir('history-'), 'history.json')
    const summary = await creator.run([
      'powerups',
      'export',
      '--history',
      '--format',
      'json',
      '--output',
      file,
      '--json',
    ])
    expect(summary.code, summary.stderr).toBe(0)
    expect(summary.json()).toMatchObject({ file, format: 'json', entries: expect.any(Number) })
    expect(JSON.parse(readFileSync(file, 'utf8')).rows.length).toBe(summary.json().entries)

    const future = await creator.run(['powerups', 'export', '--history', '--json', '--from', '2999-01-01'])
    expect(future.json().rows).toEqual([])
    const badDate = await creator.run(['powerups', 'export', '--history', '--from', 'last week'])
    expect(badDate.code).toBe(1)
    expect(badDate.stderr).toContain('from must be an ISO 8601 date or time')
    expect((await creator.run(['powerups', 'export', '--from', '2026-01-01'])).code).toBe(2)
  })

  test("--player: only that player's entries; an unknown player is refused", async () => {
    const creator = await loginAs('creator')
    const name = unique('Single')
    await creator.run(['players', 'add', name, '--alias', `${name}-alt`])
    const result = await creator.run(['powerups', 'export', '--history', '--json', '--player', `${name}-alt`])
    expect(result.code, result.stderr).toBe(0)
    const rows: { player: string; kind: string }[] = result.json().rows
    expect(rows.map((row) => [row.player, row.kind])).toEqual([
      [name, 'grant'],
      [name, 'grant'],
    ])
    const unknown = await creator.run(['powerups', 'export', '--history', '--player', unique('Nobody')])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Player not found')
    expect((await creator.run(['powerups', 'export', '--player', name])).code).toBe(2)
  })
})
