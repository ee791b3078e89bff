import { describe, expect, test } from 'vitest'
import { loginAs, serverUrl, tokenFor } from '../../tests/helpers.js'

describe('powerdeck whoami', () => {
  test('shows the signed-in account; a moderator sees the creator they work for', async () => {
    const session = await loginAs('moderator')
    const result = await session.run(['whoami'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/^Name\s+Demo Moderator$/m)
    expect(result.stdout).toMatch(/^Username\s+demo-mod$/m)
    expect(result.stdout).toMatch(/^Role\s+MODERATOR$/m)
    expect(result.stdout).toMatch(/^Works for\s+Demo Creator \(@demo_creator\)$/m)
    expect(result.stdout).toMatch(new RegExp(`^Server\\s+${serverUrl()}$`, 'm'))
    expect(result.stdout).toMatch(/^Token\s+saved session$/m)
  })

  test('--json prints only the JSON document', async () => {
    const session = await loginAs('admin')
    const result = await session.run(['whoami', '--json'])
    expect(result.code).toBe(0)
    expect(result.stdout.trimStart().startsWith('{')).toBe(true)
    expect(result.json()).toMatchObject({
      server: serverUrl(),
      tokenSource: 'config',
      user: { email: 'admin@powerdeck.local', role: 'ADMIN' },
    })
    // global options work before the command too
    const before = await session.run(['--json', 'whoami'])
    expect(before.json().user.role).toBe('ADMIN')
  })

  test('token precedence: --token, then POWERDECK_TOKEN, then the saved session', async () => {
    const session = await loginAs('admin')
    const [creatorToken, creator2Token] = await Promise.all([tokenFor('creator'), tokenFor('creator2')])
    const env = { POWERDECK_TOKEN: creatorToken }

    const flag = await session.run(['whoami', '--json', '--token', creator2Token], { env })
    expect(flag.json()).toMatchObject({ tokenSource: 'flag', user: { email: 'creator2@powerdeck.local' } })
    const fromEnv = await session.run(['whoami', '--json'], { env })
    expect(fromEnv.json()).toMatchObject({ tokenSource: 'env', user: { email: 'creator@powerdeck.local' } })
    const saved = await session.run(['whoami', '--json'])
    expect(saved.json()).toMatchObject({ tokenSource: 'config', user: { email: 'admin@powerdeck.local' } })
  })

  test('a saved token only goes to the server it came from', async () => {
    const session = await loginAs('admin')
    const other = serverUrl().replace('127.0.0.1', 'localhost')
    const result = await session.run(['whoami', '--server', other])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Not signed in or session expired: run `powerdeck login`')
  })
})
