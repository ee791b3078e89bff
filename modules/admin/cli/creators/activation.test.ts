import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../../cli/tests/helpers.js'

describe('powerdeck creators activate / deactivate', () => {
  test('a deactivated creator cannot sign in until reactivated', async () => {
    const admin = await loginAs('admin')
    const email = `${unique('toggle')}@example.com`
    const created = await admin.run(
      ['creators', 'create', '--name', 'Toggle', '--email', email, '--tiktok', 'toggle', '--password-stdin', '--json'],
      { stdin: 'secret1' }
    )
    const { id } = created.json().creator

    const off = await admin.run(['creators', 'deactivate', String(id)])
    expect(off.code, off.stderr).toBe(0)
    expect(off.stdout).toBe(`✔ Deactivated creator Toggle <${email}> (id ${id})\n`)
    const refused = await admin.run(['login', '--email', email, '--password-stdin'], { stdin: 'secret1' })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('Error: This account has been deactivated\n')

    const on = await admin.run(['creators', 'activate', String(id), '--json'])
    expect(on.json().creator).toMatchObject({ id, isActive: true })
    expect((await admin.run(['login', '--email', email, '--password-stdin'], { stdin: 'secret1' })).code).toBe(0)
  })

  test('an unknown creator: the server says so, exit 1', async () => {
    const admin = await loginAs('admin')
    const result = await admin.run(['creators', 'deactivate', '999999'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: Creator not found\n')
  })
})
