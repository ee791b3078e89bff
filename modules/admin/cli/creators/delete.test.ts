import { describe, expect, test } from 'vitest'
import { loginAs, unique, type CliSession } from '../../../../cli/tests/helpers.js'

async function newCreator(admin: CliSession) {
  const email = `${unique('del')}@example.com`
  const result = await admin.run(
    ['creators', 'create', '--name', 'Doomed', '--email', email, '--tiktok', 'doomed', '--password-stdin', '--json'],
    { stdin: 'secret1' }
  )
  return result.json().creator as { id: number; email: string }
}

const exists = async (admin: CliSession, email: string) =>
  (await admin.run(['creators', 'list', '--search', email, '--json'])).json().creators.length === 1

describe('powerdeck creators delete', () => {
  test('without --yes and without a terminal: usage error, nothing deleted', async () => {
    const admin = await loginAs('admin')
    const creator = await newCreator(admin)
    const result = await admin.run(['creators', 'delete', String(creator.id)])
    expect(result.code).toBe(2)
    expect(result.stderr).toBe('Error: Confirmation needed: pass --yes (no terminal to ask)\n')
    expect(await exists(admin, creator.email)).toBe(true)
  })

  test('asks for confirmation; "no" deletes nothing', async () => {
    const admin = await loginAs('admin')
    const creator = await newCreator(admin)
    const result = await admin.run(['creators', 'delete', String(creator.id)], {
      answers: [['Delete creator Doomed', 'n']],
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Delete creator Doomed')
    expect(result.stderr).toContain('This permanently')
    expect(result.stderr).toContain('Error: Cancelled: nothing was deleted')
    expect(await exists(admin, creator.email)).toBe(true)
  })

  test('"yes" at the prompt, or --yes, deletes', async () => {
    const admin = await loginAs('admin')
    const first = await newCreator(admin)
    const asked = await admin.run(['creators', 'delete', String(first.id)], {
      answers: [['Delete creator Doomed', 'y']],
    })
    expect(asked.code, asked.stderr).toBe(0)
    expect(asked.stdout).toBe(`✔ Deleted creator Doomed <${first.email}> (id ${first.id})\n`)
    expect(await exists(admin, first.email)).toBe(false)

    const second = await newCreator(admin)
    const forced = await admin.run(['creators', 'delete', String(second.id), '--yes', '--json'])
    expect(forced.json()).toEqual({ success: true, deleted: { id: second.id, name: 'Doomed', email: second.email } })
    expect(await exists(admin, second.email)).toBe(false)
  })

  test('an unknown creator is not found', async () => {
    const admin = await loginAs('admin')
    const result = await admin.run(['creators', 'delete', '999999', '--yes'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: Creator not found\n')
  })
})
