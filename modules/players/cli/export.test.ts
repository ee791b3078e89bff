import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'
import { csvField } from '../../../backend/core/shared/csv.js'

const tempFile = (name: string) => join(mkdtempSync(join(tmpdir(), 'powerdeck-export-')), name)

describe('powerdeck players export', () => {
  test('CSV to a file: a header and one line per player with units per type', async () => {
    const creator = await loginAs('creator')
    const name = unique('Csv')
    await creator.run(['players', 'add', name, '--alias', 'a,b'])
    const file = tempFile('players.csv')
    const result = await creator.run(['players', 'export', '--out', file])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/^✔ Exported \d+ players to .*players\.csv\n$/)
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(lines[0]).toBe(
      'id,name,aliases,isActive,isModerator,lastActive,createdAt,activePowerups,glove,mist,time-maker,stun-hammer,no2-booster,no3-booster,nextExpiry'
    )
    const row = lines.find((line) => line.includes(name))!
    expect(row).toMatch(new RegExp(`^\\d+,${name},"a,b",true,false,[^,]+,[^,]+,3,2,1,0,0,0,0,\\d{4}-`))
  })

  test('JSON to stdout is the players list; --json with --out answers the summary', async () => {
    const creator = await loginAs('creator')
    const result = await creator.run(['players', 'export', '--format', 'json'])
    expect(result.code, result.stderr).toBe(0)
    const document = result.json()
    expect(document.exportedAt).toEqual(expect.any(String))
    expect(document.players.some((p: any) => p.name === 'NightOwl_Gamer')).toBe(true)

    const file = tempFile('players.json')
    const summary = await creator.run(['players', 'export', '--format', 'json', '--out', file, '--json'])
    expect(summary.json()).toEqual({ file, format: 'json', players: document.players.length })
    expect(JSON.parse(readFileSync(file, 'utf8')).players).toHaveLength(document.players.length)
  })

  test('--json alone prints the JSON export on stdout, nothing else', async () => {
    const creator = await loginAs('creator')
    const result = await creator.run(['players', 'export', '--json'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toBe('')
    const document = result.json()
    expect(Object.keys(document)).toEqual(['exportedAt', 'players'])
    expect(document.players.some((p: any) => p.name === 'NightOwl_Gamer')).toBe(true)
  })

  test('usage errors: CSV on stdout with --json (a JSON error on stderr), an unknown format; an unwritable file fails', async () => {
    const creator = await loginAs('creator')
    const csvJson = await creator.run(['players', 'export', '--format', 'csv', '--json'])
    expect(csvJson.code).toBe(2)
    expect(csvJson.stdout).toBe('')
    expect(JSON.parse(csvJson.stderr)).toEqual({
      success: false,
      error: '--json prints JSON: drop --format csv, or add --out FILE for CSV',
      status: null,
    })
    expect((await creator.run(['players', 'export', '--format', 'xml'])).code).toBe(2)
    const nowhere = await creator.run(['players', 'export', '--out', '/nonexistent-dir/x.csv'])
    expect(nowhere.code).toBe(1)
    expect(nowhere.stderr).toMatch(/^Error: Cannot write \/nonexistent-dir\/x\.csv: /)
  })

  test('CSV fields are quoted when needed and safe to open in a spreadsheet', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"')
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvField('@luna')).toBe("'@luna")
    expect(csvField(null)).toBe('')
  })
})
