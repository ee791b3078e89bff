import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { CliSession, loginAs, tempDir, unique } from '../../../cli/tests/helpers.js'

/** A new creator with no players, signed in (made by the demo admin). */
async function emptyCreator() {
  const admin = await loginAs('admin')
  const email = `${unique('importer')}@example.com`
  const made = await admin.run(
    [
      'creators',
      'create',
      '--name',
      'Importer',
      '--email',
      email,
      '--tiktok',
      unique('imp').replace(/-/g, '_'),
      '--password-stdin',
    ],
    { stdin: 'secret1' }
  )
  expect(made.code, made.stderr).toBe(0)
  const session = new CliSession()
  const login = await session.run(['login', '--email', email, '--password-stdin'], { stdin: 'secret1' })
  expect(login.code, login.stderr).toBe(0)
  return session
}

/** The columns an import reads (grantedAt and grantedBy are history: the import's grants are its own). */
const balances = (csv: string) =>
  csv
    .trimEnd()
    .split('\n')
    .map((line) => line.replace(/,[^,]*,[^,]*$/, ''))

describe('powerdeck players import', () => {
  test('round trip: export → import into an empty creator → export again: the same balances', async () => {
    const creator = await loginAs('creator')
    const dir = tempDir('transfer-')
    const first = join(dir, 'first.csv')
    expect((await creator.run(['powerups', 'export', '--output', first])).code).toBe(0)

    const target = await emptyCreator()
    const dry = await target.run(['players', 'import', first, '--dry-run', '--json'])
    expect(dry.code, dry.stderr).toBe(0)
    expect(dry.json()).toMatchObject({ dryRun: true, valid: true, errors: [] })
    expect((await target.run(['players', 'list', '--json'])).json().players).toEqual([])

    const applied = await target.run(['players', 'import', first])
    expect(applied.code, applied.stderr).toBe(0)
    expect(applied.stdout).toMatch(/✔ Imported \d+ new players, 0 updated players, \d+ holdings from \d+ rows\n$/)
    const again = join(dir, 'again.csv')
    expect((await target.run(['powerups', 'export', '--output', again])).code).toBe(0)
    expect(balances(readFileSync(again, 'utf8'))).toEqual(balances(readFileSync(first, 'utf8')))

    // The JSON export reads back alike: every player exists now (an apply would add the holdings again).
    const json = join(dir, 'again.json')
    expect((await target.run(['powerups', 'export', '--format', 'json', '--output', json])).code).toBe(0)
    const jsonDry = await target.run(['players', 'import', json, '--dry-run', '--json'])
    expect(jsonDry.json().summary).toMatchObject({ playersCreated: 0, playersUpdated: 0 })
    // Their table says so: existing players, who would get the holdings again (not 'unchanged').
    const tableDry = await target.run(['players', 'import', json, '--dry-run'])
    expect(tableDry.stdout).toMatch(/^\S+ +existing +\S/m)
    expect(tableDry.stdout).not.toMatch(/unchanged/)
  })

  test('bad rows: a dry run lists them with their lines and fails; the apply changes nothing', async () => {
    const target = await emptyCreator()
    const file = join(tempDir('transfer-'), 'bad.csv')
    writeFileSync(file, 'player,type,units\nGood,glove,2\nBad,laser,1\n,mist,1\n')
    const dry = await target.run(['players', 'import', file, '--dry-run'])
    expect(dry.code).toBe(1)
    expect(dry.stderr).toContain('Warning: line 3: Invalid powerup type: laser')
    expect(dry.stderr).toContain('Warning: line 4: player is required')
    expect(dry.stderr).toContain('Error: 2 invalid rows: an import would change nothing. Fix them and retry.')
    expect(dry.stdout).toMatch(/^Good +new +glove ×2$/m)
    const applied = await target.run(['players', 'import', file])
    expect(applied.code).toBe(1)
    expect(applied.stderr).toContain('Warning: line 3: Invalid powerup type: laser')
    expect(applied.stderr).toContain('Error: 2 invalid rows: nothing was imported')
    expect((await target.run(['players', 'list', '--json'])).json().players).toEqual([])

    writeFileSync(file, 'player,type,units\nGood,glove,2\nBad,laser,1\n')
    const one = await target.run(['players', 'import', file, '--dry-run'])
    expect(one.stderr).toContain('Error: 1 invalid row: an import would change nothing. Fix it and retry.')
  })

  test('a moderator may not import; a missing file is a clear error', async () => {
    const moderator = await loginAs('moderator')
    const file = join(tempDir('transfer-'), 'one.csv')
    writeFileSync(file, 'player\nSomeone\n')
    const refused = await moderator.run(['players', 'import', file])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^Error: /)
    const missing = await moderator.run(['players', 'import', '/nonexistent/file.csv'])
    expect(missing.stderr).toMatch(/^Error: Cannot read \/nonexistent\/file\.csv: /)
  })
})
