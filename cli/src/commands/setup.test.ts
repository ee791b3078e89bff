import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startBackend, type StartedBackend } from '../../tests/backend.js'
import { CliSession, runCli } from '../../tests/helpers.js'

describe('powerdeck setup', () => {
  test('is refused once an admin exists (the demo install has one)', async () => {
    const result = await runCli(['setup', '--name', 'Late', '--email', 'late@example.com', '--password-stdin'], {
      stdin: 'long-enough-pass',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: Setup is already complete: an admin exists. Sign in with `powerdeck login`\n')
  })

  describe('on a fresh install without demo data', () => {
    let fresh: StartedBackend
    beforeAll(async () => {
      fresh = await startBackend({ demo: false })
    })
    afterAll(() => fresh?.stop())

    test('prompts for the first admin (password twice), signs in; a second setup is refused', async () => {
      const session = new CliSession({ POWERDECK_SERVER: fresh.url })
      const tooShort = await session.run(
        ['setup', '--name', 'Owner', '--email', 'owner@example.com', '--password-stdin'],
        { stdin: 'short' }
      )
      expect(tooShort.code).toBe(1)
      expect(tooShort.stderr).toContain('at least 8 characters')

      const result = await session.run(['setup'], {
        answers: [
          ['Name', 'Owner'],
          ['Email', 'owner@example.com'],
          ['Password (8+ characters)', 'long-enough-pass'],
          ['Repeat the password', 'long-enough-pass'],
        ],
      })
      expect(result.code, result.stderr).toBe(0)
      expect(result.stdout).toBe(
        `✔ Created the first admin Owner <owner@example.com> (ADMIN) and signed in to ${fresh.url}\n`
      )
      const whoami = await session.run(['whoami', '--json'])
      expect(whoami.json().user).toMatchObject({ email: 'owner@example.com', role: 'ADMIN' })

      const again = await session.run(['setup', '--name', 'X', '--email', 'x@example.com', '--password-stdin'], {
        stdin: 'long-enough-pass',
      })
      expect(again.code).toBe(1)
      expect(again.stderr).toContain('Setup is already complete')
    })
  })
})
