import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loginAs, tempDir, unique } from '../../../../cli/tests/helpers.js'

/** A CSV of two creators, the first with two moderators. */
function teamCsv() {
  const [a, b] = [unique('imp-a'), unique('imp-b')]
  const handle = (stem: string) => stem.replace(/-/g, '_')
  const csv = [
    'name,email,tiktokUsername,moderators',
    `Import A,${a}@example.com,@${handle(a)},"@${handle(a)}_m (A Mod)=grant_powerups+use_powerups; @${handle(a)}_c=chat_commands"`,
    `Import B,${b}@example.com,${handle(b)},`,
  ].join('\n')
  const dir = tempDir('import-')
  const file = join(dir, 'creators.csv')
  writeFileSync(file, `${csv}\n`)
  return { dir, file, emails: [`${a}@example.com`, `${b}@example.com`] }
}

const listed = async (admin: Awaited<ReturnType<typeof loginAs>>, email: string) =>
  (await admin.run(['creators', 'list', '--search', email, '--json'])).json().creators

describe('powerdeck creators import', () => {
  test('--dry-run shows the plan and creates nothing; the apply writes the passwords to a 0600 file', async () => {
    const admin = await loginAs('admin')
    const { dir, file, emails } = teamCsv()

    const dry = await admin.run(['creators', 'import', file, '--dry-run'])
    expect(dry.code, dry.stderr).toBe(0)
    expect(dry.stdout).toContain('Dry run: would create 2 creators and 2 moderators; nothing was created')
    expect(dry.stdout).toContain(emails[0])
    expect(await listed(admin, emails[0])).toEqual([])

    const credentials = join(dir, 'credentials.csv')
    const applied = await admin.run(['creators', 'import', file, '--credentials', credentials])
    expect(applied.code, applied.stderr).toBe(0)
    expect(applied.stdout).toContain('✔ Created 2 creators and 2 moderators')
    expect(statSync(credentials).mode & 0o777).toBe(0o600)
    const lines = readFileSync(credentials, 'utf8').trimEnd().split('\n')
    expect(lines[0]).toBe('role,creatorEmail,login,password')
    expect(lines).toHaveLength(5)
    const rows = lines.slice(1).map((line) => line.split(','))
    // No password reaches stdout.
    for (const [, , , password] of rows) expect(applied.stdout).not.toContain(password)
    expect(rows.map(([role, creatorEmail]) => [role, creatorEmail])).toEqual([
      ['CREATOR', emails[0]],
      ['MODERATOR', emails[0]],
      ['MODERATOR', emails[0]],
      ['CREATOR', emails[1]],
    ])
    expect(await listed(admin, emails[0])).toHaveLength(1)

    // The creator signs in with the generated password.
    const [, , login, password] = rows[0]
    const signIn = await admin.run(['login', '--email', login, '--password-stdin', '--json'], { stdin: password })
    expect(signIn.code, signIn.stderr).toBe(0)
    expect(signIn.json().user.role).toBe('CREATOR')
  })

  test('refuses to overwrite a credentials file, before creating anything', async () => {
    const admin = await loginAs('admin')
    const { dir, file, emails } = teamCsv()
    const credentials = join(dir, 'existing.csv')
    writeFileSync(credentials, 'keep me\n')
    const result = await admin.run(['creators', 'import', file, '--credentials', credentials])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(`Error: ${credentials} already exists: the credentials file is never overwritten\n`)
    expect(readFileSync(credentials, 'utf8')).toBe('keep me\n')
    expect(await listed(admin, emails[0])).toEqual([])
  })

  test('bad rows: the dry run lists each with its line (exit 1); the apply creates nothing and leaves no file', async () => {
    const admin = await loginAs('admin')
    const dir = tempDir('import-')
    const good = unique('imp-good')
    const file = join(dir, 'creators.json')
    const creators = [
      { name: 'Good', email: `${good}@example.com`, tiktokUsername: 'good_one' },
      { name: 'Taken', email: 'creator@powerdeck.local', tiktokUsername: 'taken' },
      {
        name: 'Bad',
        email: `${unique('imp-bad')}@example.com`,
        tiktokUsername: 'bad',
        moderators: [{ tiktokUsername: 'm', permissions: ['fly'] }],
      },
    ]
    writeFileSync(file, JSON.stringify(creators, null, 2))

    const dry = await admin.run(['creators', 'import', file, '--dry-run'])
    expect(dry.code).toBe(1)
    expect(dry.stderr).toContain('Line 7 (email): An account with the email creator@powerdeck.local already exists\n')
    expect(dry.stderr).toContain(
      'Line 12 (moderators[0].permissions.0): Unknown permission; use manage_players, grant_powerups, use_powerups, chat_commands\n'
    )
    expect(dry.stderr).toContain('Error: Dry run: 2 rows are invalid\n')

    const credentials = join(dir, 'credentials.csv')
    const applied = await admin.run(['creators', 'import', file, '--credentials', credentials])
    expect(applied.code).toBe(1)
    expect(applied.stderr).toContain('Error: 2 rows are invalid; nothing was created\n')
    expect(applied.stderr).toContain('Line 7 (email)')
    expect(existsSync(credentials)).toBe(false)
    expect(await listed(admin, `${good}@example.com`)).toEqual([])
  })

  test('usage: an apply needs --credentials or --show-passwords; the format comes from the extension', async () => {
    const admin = await loginAs('admin')
    const { dir, file, emails } = teamCsv()
    const bare = await admin.run(['creators', 'import', file])
    expect(bare.code).toBe(2)
    expect(bare.stderr).toBe('Error: Pass --credentials FILE to keep the generated passwords (or --show-passwords)\n')
    const unknown = join(dir, 'creators.txt')
    writeFileSync(unknown, '[]')
    const noFormat = await admin.run(['creators', 'import', unknown, '--dry-run'])
    expect(noFormat.code).toBe(2)

    const shown = await admin.run(['creators', 'import', file, '--show-passwords', '--json'])
    expect(shown.code, shown.stderr).toBe(0)
    const { credentials } = shown.json()
    expect(credentials).toHaveLength(4)
    expect(credentials[0]).toMatchObject({ role: 'CREATOR', login: emails[0] })
    expect(credentials[0].password).toHaveLength(20)
  })

  test('a creator is refused (403)', async () => {
    const creator = await loginAs('creator')
    const { file } = teamCsv()
    const result = await creator.run(['creators', 'import', file, '--dry-run'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^Error: .+\n$/)
  })
})
