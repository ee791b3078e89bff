import { describe, expect, test } from 'vitest'
import { loginAs, runCli } from '../../../../cli/tests/helpers.js'

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

  test('--reason is required (usage error)', async () => {
    const admin = await loginAs('admin')
    const result = await admin.run(['creators', 'impersonate', '1'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("required option '--reason <text>' not specified")
  })
})
