import { describe, expect, test } from 'vitest'
import { CliSession, DEMO, loginAs, runCli, unique } from '../tests/helpers.js'

const FLAG_WARNING =
  'Warning: --password is visible to other users of this machine (process list, shell history): use --password-stdin or POWERDECK_PASSWORD\n'

/** Every command that takes or sets a password, and so offers --password-stdin. */
const PASSWORD_COMMANDS = [
  ['login'],
  ['setup'],
  ['creators', 'create'],
  ['creators', 'update'],
  ['admins', 'create'],
  ['admins', 'update'],
  ['moderators', 'create'],
  ['moderators', 'reset-password'],
  ['account', 'password'],
  ['account', '2fa', 'disable'],
]

describe('passwords: --password-stdin or POWERDECK_PASSWORD, never only a flag', () => {
  test('every password command offers --password-stdin; the old value flags are not advertised', async () => {
    for (const command of PASSWORD_COMMANDS) {
      const help = await runCli([...command, '--help'])
      expect(help.code, command.join(' ')).toBe(0)
      expect(help.stdout, command.join(' ')).toContain('--password-stdin')
      expect(help.stdout, command.join(' ')).not.toMatch(/--(password|current|new) </)
    }
  })

  test('login reads the password from stdin (one line, its line break dropped) or from POWERDECK_PASSWORD', async () => {
    const piped = await new CliSession().run(['login', '--email', DEMO.admin.id, '--password-stdin', '--json'], {
      stdin: `${DEMO.admin.password}\n`,
    })
    expect(piped.code, piped.stderr).toBe(0)
    expect(piped.stderr).toBe('')
    expect(piped.json().user.email).toBe(DEMO.admin.id)

    const fromEnv = await new CliSession().run(['login', '--username', DEMO.moderator.id], {
      env: { POWERDECK_PASSWORD: DEMO.moderator.password },
    })
    expect(fromEnv.code, fromEnv.stderr).toBe(0)
    expect(fromEnv.stderr).toBe('')
  })

  test('the deprecated --password still works, with a warning on stderr', async () => {
    const result = await new CliSession().run(['login', '--email', DEMO.admin.id, '--password', DEMO.admin.password])
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(FLAG_WARNING)
    expect(result.stdout).toContain('Signed in to')
  })

  test('usage errors: no password and no terminal, an empty stdin, both flags', async () => {
    const session = new CliSession()
    const missing = await session.run(['login', '--email', DEMO.admin.id])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toBe('Error: Missing password: pass --password-stdin or set POWERDECK_PASSWORD\n')
    const empty = await session.run(['login', '--email', DEMO.admin.id, '--password-stdin'], { stdin: '\n' })
    expect(empty.code).toBe(2)
    expect(empty.stderr).toBe('Error: --password-stdin: stdin gave no password\n')
    const both = await session.run(['login', '--email', DEMO.admin.id, '--password-stdin', '--password', 'x'], {
      stdin: 'x',
    })
    expect(both.code).toBe(2)
    expect(both.stderr).toBe('Error: Use --password-stdin or --password, not both\n')
  })

  test('creating an account takes POWERDECK_PASSWORD; an update changes the password only with --password-stdin', async () => {
    const admin = await loginAs('admin')
    const email = `${unique('pw')}@example.com`
    const created = await admin.run(
      ['creators', 'create', '--name', 'Pw', '--email', email, '--tiktok', 'pw_star', '--json'],
      {
        env: { POWERDECK_PASSWORD: 'first-pass' },
      }
    )
    expect(created.code, created.stderr).toBe(0)
    const id = String(created.json().creator.id)

    // An exported POWERDECK_PASSWORD never changes a password by accident.
    const renamed = await admin.run(['creators', 'update', id, '--name', 'Renamed'], {
      env: { POWERDECK_PASSWORD: 'other-pass' },
    })
    expect(renamed.code, renamed.stderr).toBe(0)
    const signIn = (password: string) =>
      new CliSession().run(['login', '--email', email, '--password-stdin'], { stdin: password })
    expect((await signIn('first-pass')).code).toBe(0)

    const changed = await admin.run(['creators', 'update', id, '--password-stdin'], { stdin: 'second-pass\n' })
    expect(changed.code, changed.stderr).toBe(0)
    expect((await signIn('first-pass')).code).toBe(1)
    expect((await signIn('second-pass')).code).toBe(0)
  })

  test('account password: two lines on stdin, or POWERDECK_PASSWORD and POWERDECK_NEW_PASSWORD; else a usage error', async () => {
    const creator = await loginAs('creator')
    const missing = await creator.run(['account', 'password'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toBe(
      'Error: Missing password: pass --password-stdin (current and new password, one per line) or set POWERDECK_PASSWORD and POWERDECK_NEW_PASSWORD\n'
    )
    const oneLine = await creator.run(['account', 'password', '--password-stdin'], { stdin: 'only-one\n' })
    expect(oneLine.code).toBe(2)
    expect(oneLine.stderr).toBe(
      'Error: --password-stdin: give the current password on the first line and the new one on the second\n'
    )
  })
})
