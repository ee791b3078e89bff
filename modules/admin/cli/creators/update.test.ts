import { describe, expect, test } from 'vitest'
import { loginAs, unique, type CliSession } from '../../../../cli/tests/helpers.js'

async function newCreator(admin: CliSession) {
  const email = `${unique('upd')}@example.com`
  const result = await admin.run(
    ['creators', 'create', '--name', 'Before', '--email', email, '--tiktok', 'before', '--password-stdin', '--json'],
    { stdin: 'secret1' }
  )
  expect(result.code, result.stderr).toBe(0)
  return result.json().creator as { id: number; email: string }
}

describe('powerdeck creators update', () => {
  test('changes only what is given; the rest stays', async () => {
    const admin = await loginAs('admin')
    const creator = await newCreator(admin)
    const result = await admin.run(['creators', 'update', String(creator.id), '--name', 'After', '--tiktok', '@after'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toBe(`✔ Updated creator After <${creator.email}> (id ${creator.id})\n`)
    const listed = await admin.run(['creators', 'list', '--search', creator.email, '--json'])
    expect(listed.json().creators[0]).toMatchObject({ name: 'After', email: creator.email, tiktokUsername: 'after' })
  })

  test('a new password works for sign-in', async () => {
    const admin = await loginAs('admin')
    const creator = await newCreator(admin)
    await admin
      .run(['creators', 'update', String(creator.id), '--password-stdin'], { stdin: 'changed1' })
      .then((r) => expect(r.code).toBe(0))
    const signIn = await admin.run(['login', '--email', creator.email, '--password-stdin'], { stdin: 'changed1' })
    expect(signIn.code, signIn.stderr).toBe(0)
  })

  test('nothing to change is a usage error; an unknown id says not found', async () => {
    const admin = await loginAs('admin')
    const nothing = await admin.run(['creators', 'update', '1'])
    expect(nothing.code).toBe(2)
    expect(nothing.stderr).toBe('Error: Nothing to update: pass --name, --email, --tiktok or --password-stdin\n')
    const missing = await admin.run(['creators', 'update', '999999', '--name', 'Ghost'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe('Error: Creator not found\n')
  })
})
