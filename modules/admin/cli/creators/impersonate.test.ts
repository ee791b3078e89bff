import { describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { CliSession, loginAs, runCli, serverUrl } from '../../../../cli/tests/helpers.js'

async function creatorId(admin: Awaited<ReturnType<typeof loginAs>>, email: string) {
  return (await admin.run(['creators', 'list', '--search', email, '--json'])).json().creators[0].id as number
}

describe('powerdeck creators impersonate', () => {
  test('prints only the token on stdout; the token acts as the creator', async () => {
    const admin = await loginAs('admin')
    const id = await creatorId(admin, 'creator2@powerdeck.local')
    const result = await admin.run(['creators', 'impersonate', String(id), '--reason', 'CLI test'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toContain('Impersonating Second Creator <creator2@powerdeck.local>')
    const token = result.stdout.trim()
    expect(token).toMatch(/^pd_\S+$/)

    const whoami = await runCli(['whoami', '--json'], { env: { POWERDECK_TOKEN: token } })
    expect(whoami.json().user).toMatchObject({
      email: 'creator2@powerdeck.local',
      isImpersonated: true,
      originalAdminEmail: 'admin@powerdeck.local',
    })
    const human = await runCli(['whoami'], { env: { POWERDECK_TOKEN: token } })
    expect(human.stdout).toMatch(/^Impersonated by\s+admin@powerdeck\.local$/m)
  })

  test('--json answers token, impersonation id and the creator', async () => {
    const admin = await loginAs('admin')
    const id = await creatorId(admin, 'creator@powerdeck.local')
    const result = await admin.run(['creators', 'impersonate', String(id), '--reason', 'JSON test', '--json'])
    expect(result.json()).toMatchObject({
      impersonationToken: expect.stringMatching(/^pd_/),
      impersonationId: expect.any(Number),
      creator: { id, email: 'creator@powerdeck.local' },
    })
  })

  test('impersonate exit ends it: the admin token handed back is saved, the impersonation token revoked', async () => {
    const admin = await loginAs('admin')
    const id = await creatorId(admin, 'creator2@powerdeck.local')
    const token = (await admin.run(['creators', 'impersonate', String(id), '--reason', 'exit test'])).stdout.trim()

    const session = new CliSession()
    const exit = await session.run(['creators', 'impersonate', 'exit'], { env: { POWERDECK_TOKEN: token } })
    expect(exit.code, exit.stderr).toBe(0)
    expect(exit.stdout).toBe(
      `✔ Impersonation ended; signed in to ${serverUrl()} as Avery Admin <admin@powerdeck.local> (ADMIN) (session saved)\n`
    )
    expect(exit.stderr).toBe('Warning: Run `unset POWERDECK_TOKEN`: it holds the ended impersonation token\n')

    const saved = JSON.parse(readFileSync(session.configFile, 'utf8')).sessions[serverUrl()]
    expect(saved.user).toMatchObject({ email: 'admin@powerdeck.local', role: 'ADMIN' })
    expect(saved.token).not.toBe(token)
    const whoami = await session.run(['whoami', '--json'])
    expect(whoami.json()).toMatchObject({
      tokenSource: 'config',
      user: { email: 'admin@powerdeck.local', isImpersonated: false },
    })

    const revoked = await runCli(['whoami'], { env: { POWERDECK_TOKEN: token } })
    expect(revoked.code).toBe(1)
    expect(revoked.stderr).toBe('Error: Not signed in or session expired: run `powerdeck login`\n')
  })

  test('impersonate exit --json answers like login; a session that is not an impersonation is refused', async () => {
    const admin = await loginAs('admin')
    const id = await creatorId(admin, 'creator@powerdeck.local')
    const token = (await admin.run(['creators', 'impersonate', String(id), '--reason', 'json exit'])).stdout.trim()
    const exit = await new CliSession().run(['creators', 'impersonate', 'exit', '--token', token, '--json'])
    expect(exit.code, exit.stderr).toBe(0)
    expect(exit.json()).toMatchObject({
      success: true,
      server: serverUrl(),
      user: { email: 'admin@powerdeck.local', role: 'ADMIN' },
    })
    expect(JSON.parse(exit.stderr)).toEqual({ warning: 'Drop --token: it was the ended impersonation token' })

    const notImpersonating = await admin.run(['creators', 'impersonate', 'exit'])
    expect(notImpersonating.code).toBe(1)
    expect(notImpersonating.stderr).toBe('Error: This session is not an impersonation\n')
  })

  test('--reason is required (usage error)', async () => {
    const admin = await loginAs('admin')
    const result = await admin.run(['creators', 'impersonate', '1'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("required option '--reason <text>' not specified")
  })
})
