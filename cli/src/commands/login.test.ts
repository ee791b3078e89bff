import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CliSession, DEMO, serverUrl } from '../../tests/helpers.js'
import { signInPayload } from './login.js'

const savedSession = (session: CliSession) => JSON.parse(readFileSync(session.configFile, 'utf8'))

describe('powerdeck login', () => {
  test('with --email and --password: signs in and saves the token for this server', async () => {
    const session = new CliSession()
    const result = await session.run(['login', '--email', DEMO.admin.id, '--password-stdin'], {
      stdin: DEMO.admin.password,
    })
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toBe(`✔ Signed in to ${serverUrl()} as Avery Admin <admin@powerdeck.local> (ADMIN)\n`)
    const config = savedSession(session)
    expect(config.server).toBe(serverUrl())
    expect(config.sessions[serverUrl()].token).toMatch(/^pd_/)
    expect(config.sessions[serverUrl()].user).toMatchObject({ email: DEMO.admin.id, role: 'ADMIN' })
  })

  test('with --username: a moderator signs in by username', async () => {
    const session = new CliSession()
    const result = await session.run(['login', '--username', DEMO.moderator.id, '--password-stdin', '--json'], {
      stdin: DEMO.moderator.password,
    })
    expect(result.code, result.stderr).toBe(0)
    const answer = result.json()
    expect(answer).toMatchObject({
      success: true,
      server: serverUrl(),
      user: { username: 'demo-mod', role: 'MODERATOR' },
    })
    expect(answer.user.creatorName).toBe('Demo Creator')
    expect(answer).not.toHaveProperty('token')
  })

  test('prompts for the identifier and password when the flags leave them out', async () => {
    const session = new CliSession()
    const result = await session.run(['login'], {
      answers: [
        ['Email or username', DEMO.creator.id],
        ['Password', DEMO.creator.password],
      ],
    })
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain('as Demo Creator <creator@powerdeck.local> (CREATOR)')
    expect(result.stderr).not.toContain(DEMO.creator.password) // masked
    const whoami = await session.run(['whoami', '--json'])
    expect(whoami.json().user.email).toBe(DEMO.creator.id)
  })

  test('wrong password: the server message, exit 1, nothing saved', async () => {
    const session = new CliSession()
    const result = await session.run(['login', '--email', DEMO.creator2.id, '--password-stdin'], {
      stdin: 'not-the-password',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: Invalid credentials\n')
    expect(() => savedSession(session)).toThrow()
  })

  test('without a terminal, a missing flag is a usage error (exit 2), not a hanging prompt', async () => {
    const session = new CliSession()
    const noIdentifier = await session.run(['login', '--password-stdin'], { stdin: 'x' })
    expect(noIdentifier.code).toBe(2)
    expect(noIdentifier.stderr).toBe('Error: Missing --email or --username\n')
    const noPassword = await session.run(['login', '--email', DEMO.admin.id])
    expect(noPassword.code).toBe(2)
    expect(noPassword.stderr).toBe('Error: Missing password: pass --password-stdin or set POWERDECK_PASSWORD\n')
    const both = await session.run(['login', '--email', 'a@b.co', '--username', 'x', '--password-stdin'], {
      stdin: 'x',
    })
    expect(both.code).toBe(2)
  })
})

describe('sign-in identifier rule (docs/api/core.md)', () => {
  test("'@' and '.' make an email login; 'mod' or a 'test' prefix a moderator login; else a user login", () => {
    expect(signInPayload('admin@powerdeck.local')).toEqual({ loginType: 'user', email: 'admin@powerdeck.local' })
    expect(signInPayload('demo-mod')).toEqual({ loginType: 'moderator', username: 'demo-mod' })
    expect(signInPayload('TestUser')).toEqual({ loginType: 'moderator', username: 'TestUser' })
    expect(signInPayload('alice')).toEqual({ loginType: 'user', username: 'alice' })
    expect(signInPayload('alice@localhost')).toEqual({ loginType: 'user', username: 'alice@localhost' })
  })
})
